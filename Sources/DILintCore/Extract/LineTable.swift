import SwiftSyntax

/// Maps UTF-8 offsets of one file's syntax tree to line and column. Built once per file from its bytes:
/// cheaper than swift-syntax's `SourceLocationConverter`, which walks the whole tree.
/// Extract builds it without a file, so the facts it locates depend on bytes alone (see `FactPlacement`).
/// Offsets handed to it are the tree's: those of a skeleton (`UnreadBodies`) are mapped through its `cuts`.
struct LineTable {
    let file: String
    private let lineStarts: [Int]
    private let bytes: [UInt8]
    /// Where the tree's source had bodies cut out; none when it was parsed from `bytes` themselves.
    let cuts: BodyCuts
    /// Every line a location was handed out for: the lines facts point at, where findings can be.
    private let handedOut: LineMarks

    init(file: String = "", bytes: [UInt8], cuts: BodyCuts = .none) {
        self.file = file
        self.bytes = bytes
        self.cuts = cuts
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32)
        bytes.withUnsafeBufferPointer { buffer in
            ByteOffsets.forEachOffset(of: UInt8(ascii: "\n"), in: buffer) { starts.append($0 + 1) }
        }
        lineStarts = starts
        handedOut = LineMarks(lineCount: starts.count)
    }

    /// Where what starts at the tree's `offset` is.
    func location(ofOffset offset: Int) -> SourceLocation { location(ofFileOffset: cuts.fileOffset(ofStart: offset)) }

    /// Where what ends at the tree's `offset` ends.
    func location(ofEndOffset offset: Int) -> SourceLocation { location(ofFileOffset: cuts.fileOffset(ofEnd: offset)) }

    private func location(ofFileOffset offset: Int) -> SourceLocation {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        handedOut.mark(low)
        return SourceLocation(file: file, line: low + 1, column: offset - lineStarts[low] + 1)
    }

    /// Forgets the lines located so far: those the declaration collector located (every declaration's)
    /// are no finding's place, so the walk for findings' contexts looks only at what later readers locate.
    func forgetLocated() { handedOut.clear() }

    /// The byte ranges of the lines located so far, in order, adjacent lines merged: what a walk that
    /// only serves findings (which sit where facts point) needs to look at.
    func locatedLineRanges() -> LineRanges {
        var ranges: [Range<Int>] = []
        handedOut.forEachMarked { line in
            let start = lineStarts[line], end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count + 1
            if let last = ranges.last, last.upperBound == start {
                ranges[ranges.count - 1] = last.lowerBound..<end
            } else {
                ranges.append(start..<end)
            }
        }
        return LineRanges(ranges, cuts: cuts)
    }

    /// The node's source text without its outer trivia: what `trimmedDescription` gives for a parsed
    /// tree (which keeps every byte of its source), read off the bytes instead of re-serialising the
    /// subtree, which cost more than the rest of InjectGrail's reading of every declaration.
    func text(of node: some SyntaxProtocol) -> String {
        let (start, end) = cuts.fileRange(ofTrimmed: node)
        guard start <= end, end <= bytes.count else { return node.trimmedDescription }
        return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self) }
    }

    /// `collapsedText` of the node as the file spells it: a skeleton's tree lacks the bodies cut out of it.
    func collapsedText(of node: some SyntaxProtocol) -> String {
        if cuts.isEmpty { return node.collapsedText }
        let text = text(of: node)
        return CollapsedText.ascii(text.utf8) ?? CollapsedText.characters(text)
    }

    /// Where the bytes of `wanted` occur in the file (asked of the tree's nodes through `cuts`).
    func offsets(of wanted: String) -> ByteOffsets { ByteOffsets(of: wanted, in: bytes, cuts: cuts) }

    /// Where `word` starts in the file (asked of the tree's nodes through `cuts`).
    func starts(of word: String) -> ByteOffsets { ByteOffsets(startsOf: word, in: bytes, cuts: cuts) }

    /// Whether the file's bytes hold `needle`: a check before a walk that only such files need.
    func bytesContain(_ needle: ByteSearch.Needle) -> Bool { ByteSearch.contains(bytes, needle) }

    /// Where the node's first token starts, leading trivia (comments, indentation) excluded.
    func location(of node: some SyntaxProtocol) -> SourceLocation {
        location(ofOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }
}

/// Which lines of a file were located, as bits. Shared by every copy of one `LineTable`, which only one
/// thread reads (a file is extracted on one thread).
final class LineMarks: @unchecked Sendable {
    private var words: [UInt64]

    init(lineCount: Int) { words = [UInt64](repeating: 0, count: (lineCount + 63) / 64) }

    func mark(_ line: Int) { words[line >> 6] |= 1 << UInt64(line & 63) }

    func clear() { for index in words.indices { words[index] = 0 } }

    func forEachMarked(_ body: (Int) -> Void) {
        for (index, word) in words.enumerated() where word != 0 {
            var rest = word
            while rest != 0 {
                body(index << 6 + rest.trailingZeroBitCount)
                rest &= rest - 1
            }
        }
    }
}

/// Sorted, disjoint byte ranges of a file, to ask of any node whether its source reaches one.
struct LineRanges {
    private let ranges: [Range<Int>]
    /// Where the tree the nodes asked about had bodies cut out (`LineTable.cuts`).
    private let cuts: BodyCuts

    init(_ ranges: [Range<Int>], cuts: BodyCuts = .none) {
        self.ranges = ranges
        self.cuts = cuts
    }

    var isEmpty: Bool { ranges.isEmpty }

    /// Whether the node's source, trivia included, shares a byte with one of the ranges (`BodyCuts.fileRange(ofWhole:)`).
    func any(in node: some SyntaxProtocol) -> Bool {
        let (lower, upper) = cuts.fileRange(ofWhole: node)
        return any(from: lower, to: upper)
    }

    /// Whether the node's source without its leading and trailing trivia shares a byte with one of the ranges.
    func any(inTrimmed node: some SyntaxProtocol) -> Bool {
        let (lower, upper) = cuts.fileRange(ofTrimmed: node)
        return any(from: lower, to: upper)
    }

    private func any(from lower: Int, to upper: Int) -> Bool {
        var low = 0, high = ranges.count
        while low < high {
            let mid = (low + high) / 2
            if ranges[mid].upperBound <= lower { low = mid + 1 } else { high = mid }
        }
        return low < ranges.count && ranges[low].lowerBound < upper
    }
}
