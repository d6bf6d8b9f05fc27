import SwiftSyntax

/// Where a skeleton's bodies were cut out (`UnreadBodies`): a cut body keeps its braces and nothing
/// between them, so the parser never lexes the bytes nobody reads (blanking them to spaces kept the
/// offsets, but the lexer still stepped over every blank byte by byte). The tree of a skeleton counts
/// offsets in the skeleton; every location, text, span and `#if` block id is given in the file's, through
/// these (`LineTable` holds them).
struct BodyCuts: Sendable, Equatable {
    /// The skeleton offset of each cut, ascending, and how many bytes were cut there and before it.
    private var positions: [Int32] = []
    private var cutThrough: [Int32] = []

    /// A tree of the file's own bytes.
    static let none = BodyCuts()

    var isEmpty: Bool { positions.isEmpty }

    /// Records `count` bytes cut at `position` of the skeleton, after every earlier cut.
    mutating func cut(_ count: Int, at position: Int) {
        positions.append(Int32(truncatingIfNeeded: position))
        cutThrough.append((cutThrough.last ?? 0) + Int32(truncatingIfNeeded: count))
    }

    /// Where what starts at skeleton `offset` starts in the file. At a cut, what starts there is the
    /// closing brace, which follows the cut bytes.
    func fileOffset(ofStart offset: Int) -> Int {
        offset + cutBytes(before: offset, including: true)
    }

    /// Where what ends at skeleton `offset` ends in the file. At a cut, what ends there is the opening
    /// brace, which comes before the cut bytes.
    func fileOffset(ofEnd offset: Int) -> Int {
        offset + cutBytes(before: offset, including: false)
    }

    /// The file's bytes a node spans, trivia included, for asking what lies in it: a node that starts or
    /// ends at a cut is taken to span the cut bytes, as it did when they were blanked (the widest reading).
    func fileRange(ofWhole node: some SyntaxProtocol) -> (lower: Int, upper: Int) {
        (fileOffset(ofEnd: node.position.utf8Offset), fileOffset(ofStart: node.endPosition.utf8Offset))
    }

    /// The file's bytes of a node's own text, outer trivia left out: where the file spells it.
    func fileRange(ofTrimmed node: some SyntaxProtocol) -> (lower: Int, upper: Int) {
        (fileOffset(ofStart: node.positionAfterSkippingLeadingTrivia.utf8Offset),
         fileOffset(ofEnd: node.endPositionBeforeTrailingTrivia.utf8Offset))
    }

    /// The bytes cut before `offset` (and at it, when `including`).
    private func cutBytes(before offset: Int, including: Bool) -> Int {
        if positions.isEmpty { return 0 }
        var low = 0, high = positions.count
        while low < high {
            let mid = (low + high) / 2
            let position = Int(positions[mid])
            if position < offset || (including && position == offset) { low = mid + 1 } else { high = mid }
        }
        return low == 0 ? 0 : Int(cutThrough[low - 1])
    }
}
