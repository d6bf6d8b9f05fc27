import SwiftSyntax

/// Maps UTF-8 offsets of one file to line and column. Built once per file from its bytes: cheaper than
/// swift-syntax's `SourceLocationConverter`, which walks the whole tree.
/// Extract builds it without a file, so the facts it locates depend on bytes alone (see `FactPlacement`).
struct LineTable {
    let file: String
    private let lineStarts: [Int]

    init(file: String = "", bytes: [UInt8]) {
        self.file = file
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32)
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        lineStarts = starts
    }

    func location(ofOffset offset: Int) -> SourceLocation {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return SourceLocation(file: file, line: low + 1, column: offset - lineStarts[low] + 1)
    }

    /// Where the node's first token starts, leading trivia (comments, indentation) excluded.
    func location(of node: some SyntaxProtocol) -> SourceLocation {
        location(ofOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }
}
