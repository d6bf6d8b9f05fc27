import SwiftSyntax

/// Maps UTF-8 offsets of one file to line and column. Built once per file from its bytes: cheaper than
/// swift-syntax's `SourceLocationConverter`, which walks the whole tree.
/// Extract builds it without a file, so the facts it locates depend on bytes alone (see `FactPlacement`).
struct LineTable {
    let file: String
    private let lineStarts: [Int]
    private let bytes: [UInt8]

    init(file: String = "", bytes: [UInt8]) {
        self.file = file
        self.bytes = bytes
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

    /// The node's source text without its outer trivia: what `trimmedDescription` gives for a parsed
    /// tree (which keeps every byte of its source), read off the bytes instead of re-serialising the
    /// subtree, which cost more than the rest of InjectGrail's reading of every declaration.
    func text(of node: some SyntaxProtocol) -> String {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset, end = node.endPositionBeforeTrailingTrivia.utf8Offset
        guard start <= end, end <= bytes.count else { return node.trimmedDescription }
        return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self) }
    }

    /// Where the bytes of `wanted` occur in the file.
    func offsets(of wanted: String) -> ByteOffsets { ByteOffsets(of: wanted, in: bytes) }

    /// Whether the file's bytes hold `needle`: a check before a walk that only such files need.
    func bytesContain(_ needle: ByteSearch.Needle) -> Bool { ByteSearch.contains(bytes, needle) }

    /// Where the node's first token starts, leading trivia (comments, indentation) excluded.
    func location(of node: some SyntaxProtocol) -> SourceLocation {
        location(ofOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }
}
