/// What dilint parses, and what it skips with a warning instead: a file beyond one of these limits would
/// cost seconds or gigabytes (swift-syntax backtracks over deep `[`, keeps every level of nested
/// interpolation), and real code stays far below all of them. README "Limits" lists them with the
/// measurements behind each.
public enum SourceLimits {
    public static let maximumFileBytes = 4 << 20
    /// `(` and `{` nest in swift-syntax's recursive descent; beyond its own nesting limit the parser stops
    /// reading the file, and a deep unclosed run costs it seconds.
    public static let maximumParenthesisDepth = 128
    public static let maximumBraceDepth = 128
    /// Each level of `[` doubles the parser's work: it tries a type, then an expression, at every level.
    public static let maximumBracketDepth = 16
    /// `A<A<…` that never closes makes the parser's generic-argument lookahead cubic (2,048 levels: 3.5 s,
    /// 4,096: 28 s). Counted on one line, for a `<` right after a name: `a < b` is a comparison.
    public static let maximumAngleBracketDepth = 256
    public static let maximumConditionalCompilationDepth = 32
    public static let maximumInterpolationDepth = 16
    /// swift-syntax's own limit, the same in debug and release builds so that both read a file alike.
    public static let parserNestingLevel = 256

    /// A limit a file goes beyond, and the line where it first does.
    public struct Excess: Equatable, Sendable {
        public var what: String
        public var limit: Int
        public var line: Int

        public var message: String { "\(what) deeper than \(limit)" }
    }

    /// The first limit `bytes` exceed, found by one pass over the code `SwiftByteLexer` finds (brackets in
    /// comments and string literals do not nest); `nil` for a file within every limit. `bracketLimit`: lower
    /// in tests, which hold the count to swift-syntax's tokens at depths the parser reads fast.
    public static func firstExcess(in bytes: [UInt8], bracketLimit: Int = maximumBracketDepth) -> Excess? {
        if bytes.count > maximumFileBytes {
            return Excess(what: "file larger than \(maximumFileBytes >> 20) MiB", limit: maximumFileBytes, line: 1)
        }
        return bytes.withUnsafeBufferPointer { buffer in
            var scanner = NestingScanner(lexer: SwiftByteLexer(bytes: buffer), bracketLimit: bracketLimit)
            return scanner.run()
        }
    }
}

/// A pass over the code of Swift source that counts nesting only: which brackets are open, how deep `#if`
/// and string interpolation go. It is not a parser and reads nothing else.
private struct NestingScanner {
    var lexer: SwiftByteLexer
    let bracketLimit: Int
    private var bytes: UnsafeBufferPointer<UInt8> { lexer.bytes }
    private var parentheses = 0, braces = 0, brackets = 0, conditionals = 0, angles = 0

    init(lexer: SwiftByteLexer, bracketLimit: Int) {
        self.lexer = lexer
        self.bracketLimit = bracketLimit
    }


    mutating func run() -> SourceLimits.Excess? {
        while let piece = lexer.next() {
            switch piece {
            case .code(let range):
                if let excess = count(code: range) { return excess }
            case .regex(let range):
                // The lexer may take a division for a regex literal: its brackets count as code's would.
                for offset in range { if let excess = countBracket(at: offset) { return excess } }
            case .interpolationStart(let range):
                if lexer.interpolationDepth > SourceLimits.maximumInterpolationDepth {
                    return excess("string interpolations nested", SourceLimits.maximumInterpolationDepth, at: range.lowerBound)
                }
                if let excess = countBracket(at: range.upperBound - 1) { return excess }
            case .interpolationEnd(let range):
                _ = countBracket(at: range.lowerBound)
            case .text, .rawIdentifier, .unclosed:
                break
            }
        }
        return nil
    }

    private func excess(_ what: String, _ limit: Int, at offset: Int) -> SourceLimits.Excess {
        SourceLimits.Excess(what: what, limit: limit, line: lexer.line(at: offset))
    }

    /// Bytes `count(code:)` only steps over: a run of them is crossed in one tight loop.
    private static let inert = ByteClass(allBut: "(){}[]<>#\n")

    private mutating func count(code range: Range<Int>) -> SourceLimits.Excess? {
        var offset = range.lowerBound
        while offset < range.upperBound {
            offset = Self.inert.endOfRun(in: bytes, from: offset, to: range.upperBound)
            guard offset < range.upperBound else { break }
            switch bytes[offset] {
            case UInt8(ascii: "\n"):
                // A `<` counts only on its own line.
                angles = 0
            case UInt8(ascii: "#"):
                if let excess = countConditional(at: offset) { return excess }
            case UInt8(ascii: "<") where offset > 0 && IdentifierTokens.isIdentifierByte(bytes[offset - 1]):
                angles += 1
                if angles > SourceLimits.maximumAngleBracketDepth {
                    return excess("generic angle brackets nested", SourceLimits.maximumAngleBracketDepth, at: offset)
                }
            case UInt8(ascii: ">") where offset == 0 || bytes[offset - 1] != UInt8(ascii: "-"):
                angles = max(0, angles - 1)
            default:
                if let excess = countBracket(at: offset) { return excess }
            }
            offset += 1
        }
        return nil
    }

    /// `#if` and `#endif`, first on their line.
    private mutating func countConditional(at offset: Int) -> SourceLimits.Excess? {
        var before = offset - 1
        while before >= 0 && (bytes[before] == UInt8(ascii: " ") || bytes[before] == UInt8(ascii: "\t")) { before -= 1 }
        guard before < 0 || bytes[before] == UInt8(ascii: "\n") else { return nil }
        if isDirective("#if", at: offset) {
            conditionals += 1
            if conditionals > SourceLimits.maximumConditionalCompilationDepth {
                return excess("#if blocks nested", SourceLimits.maximumConditionalCompilationDepth, at: offset)
            }
        } else if isDirective("#endif", at: offset) {
            conditionals = max(0, conditionals - 1)
        }
        return nil
    }

    private func isDirective(_ text: StaticString, at offset: Int) -> Bool {
        let end = offset + text.utf8CodeUnitCount
        return SwiftByteLexer.starts(bytes, with: text, at: offset) && (end == bytes.count || !IdentifierTokens.isIdentifierByte(bytes[end]))
    }

    /// Counts the `(`, `)`, `{`, `}`, `[` or `]` at `offset` (any other byte counts nothing): the excess it makes, if any.
    private mutating func countBracket(at offset: Int) -> SourceLimits.Excess? {
        switch bytes[offset] {
        case UInt8(ascii: "("):
            parentheses += 1
            if parentheses > SourceLimits.maximumParenthesisDepth { return excess("parentheses nested", SourceLimits.maximumParenthesisDepth, at: offset) }
        case UInt8(ascii: ")"): parentheses = max(0, parentheses - 1)
        case UInt8(ascii: "{"):
            braces += 1
            if braces > SourceLimits.maximumBraceDepth { return excess("braces nested", SourceLimits.maximumBraceDepth, at: offset) }
        case UInt8(ascii: "}"): braces = max(0, braces - 1)
        case UInt8(ascii: "["):
            brackets += 1
            if brackets > bracketLimit { return excess("square brackets nested", bracketLimit, at: offset) }
        case UInt8(ascii: "]"): brackets = max(0, brackets - 1)
        default: break
        }
        return nil
    }
}
