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

    /// The first limit `bytes` exceed, found by one pass that knows comments and string literals
    /// (brackets in them do not nest); `nil` for a file within every limit.
    public static func firstExcess(in bytes: [UInt8]) -> Excess? {
        if bytes.count > maximumFileBytes {
            return Excess(what: "file larger than \(maximumFileBytes >> 20) MiB", limit: maximumFileBytes, line: 1)
        }
        var scanner = NestingScanner(bytes: bytes)
        return scanner.run()
    }
}

/// A byte-level pass over Swift source that counts nesting only: which brackets are open, how deep `#if`
/// and string interpolation go. It is not a parser and reads nothing else.
private struct NestingScanner {
    private enum Context {
        case code(openParentheses: Int)
        /// A string literal: its number of `#`s, and whether it is `"""`.
        case string(hashes: Int, multiline: Bool)
    }

    private static let newline = UInt8(ascii: "\n")
    private static let quote = UInt8(ascii: "\"")
    private static let hash = UInt8(ascii: "#")
    private static let slash = UInt8(ascii: "/")
    private static let star = UInt8(ascii: "*")
    private static let backslash = UInt8(ascii: "\\")

    let bytes: [UInt8]
    private var position = 0
    private var line = 1
    private var contexts: [Context] = [.code(openParentheses: 0)]
    private var parentheses = 0, braces = 0, brackets = 0, conditionals = 0, angles = 0
    /// Whether only spaces and tabs come before `position` on its line: where `#if` can start.
    private var atLineStart = true

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func run() -> SourceLimits.Excess? {
        while position < bytes.count {
            let excess: SourceLimits.Excess?
            switch contexts.last! {
            case .code: excess = stepInCode()
            case .string(let hashes, let multiline): excess = stepInString(hashes: hashes, multiline: multiline)
            }
            if let excess { return excess }
        }
        return nil
    }

    private func byte(at offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private func starts(with text: StaticString, at offset: Int) -> Bool {
        let count = text.utf8CodeUnitCount
        guard offset + count <= bytes.count else { return false }
        return text.withUTF8Buffer { buffer in (0..<count).allSatisfy { bytes[offset + $0] == buffer[$0] } }
    }

    private mutating func advance(_ count: Int = 1) {
        for _ in 0..<count where position < bytes.count {
            if bytes[position] == Self.newline { line += 1; atLineStart = true }
            position += 1
        }
    }

    private func excess(_ what: String, _ limit: Int) -> SourceLimits.Excess {
        SourceLimits.Excess(what: what, limit: limit, line: line)
    }

    // MARK: code

    /// Bytes `stepInCode` does nothing with but step over (and note that the line has begun): most of a
    /// file. A run of them is crossed in one tight loop.
    private static let passive: [Bool] = (0...255).map { !"/\"#(){}[]<>\n".utf8.contains(UInt8($0)) }

    private mutating func stepInCode() -> SourceLimits.Excess? {
        let current = bytes[position]
        if Self.passive[Int(current)] {
            let (end, blankOnly) = bytes.withUnsafeBufferPointer { buffer in Self.passive.withUnsafeBufferPointer { passive in
                var end = position, blankOnly = true
                while end < buffer.count, passive[Int(buffer[end])] {
                    if buffer[end] != UInt8(ascii: " ") && buffer[end] != UInt8(ascii: "\t") { blankOnly = false }
                    end += 1
                }
                return (end, blankOnly)
            } }
            if !blankOnly { atLineStart = false }
            position = end
            return nil
        }
        let lineStart = atLineStart
        if current != UInt8(ascii: " ") && current != UInt8(ascii: "\t") && current != Self.newline { atLineStart = false }
        switch current {
        case Self.slash where byte(at: position + 1) == Self.slash:
            while position < bytes.count && bytes[position] != Self.newline { position += 1 }
            return nil
        case Self.slash where byte(at: position + 1) == Self.star:
            skipBlockComment()
            return nil
        case Self.quote:
            openString(hashes: 0)
            return nil
        case Self.hash:
            if let hashes = rawStringHashes() { openString(hashes: hashes); return nil }
            if lineStart && starts(with: "#if", at: position) && !isIdentifierByte(byte(at: position + 3)) {
                conditionals += 1
                if conditionals > SourceLimits.maximumConditionalCompilationDepth {
                    return excess("#if blocks nested", SourceLimits.maximumConditionalCompilationDepth)
                }
            } else if lineStart && starts(with: "#endif", at: position) && !isIdentifierByte(byte(at: position + 6)) {
                conditionals = max(0, conditionals - 1)
            }
        case UInt8(ascii: "("):
            parentheses += 1
            if case .code(let open) = contexts[contexts.count - 1] { contexts[contexts.count - 1] = .code(openParentheses: open + 1) }
            if parentheses > SourceLimits.maximumParenthesisDepth {
                return excess("parentheses nested", SourceLimits.maximumParenthesisDepth)
            }
        case UInt8(ascii: ")"):
            parentheses = max(0, parentheses - 1)
            if case .code(let open) = contexts[contexts.count - 1] {
                // The `)` that closes an interpolation returns to its string.
                if open == 0 && contexts.count > 1 { contexts.removeLast(); advance(); return nil }
                contexts[contexts.count - 1] = .code(openParentheses: max(0, open - 1))
            }
        case UInt8(ascii: "{"):
            braces += 1
            if braces > SourceLimits.maximumBraceDepth { return excess("braces nested", SourceLimits.maximumBraceDepth) }
        case UInt8(ascii: "}"): braces = max(0, braces - 1)
        case UInt8(ascii: "["):
            brackets += 1
            if brackets > SourceLimits.maximumBracketDepth { return excess("square brackets nested", SourceLimits.maximumBracketDepth) }
        case UInt8(ascii: "]"): brackets = max(0, brackets - 1)
        case UInt8(ascii: "<") where position > 0 && isIdentifierByte(bytes[position - 1]):
            angles += 1
            if angles > SourceLimits.maximumAngleBracketDepth {
                return excess("generic angle brackets nested", SourceLimits.maximumAngleBracketDepth)
            }
        case UInt8(ascii: ">") where position == 0 || bytes[position - 1] != UInt8(ascii: "-"):
            angles = max(0, angles - 1)
        case Self.newline: angles = 0
        default: break
        }
        advance()
        return nil
    }

    private func isIdentifierByte(_ byte: UInt8?) -> Bool {
        byte.map(IdentifierTokens.isIdentifierByte) ?? false
    }

    /// Block comments nest in Swift.
    private mutating func skipBlockComment() {
        var depth = 0
        repeat {
            if starts(with: "/*", at: position) { depth += 1; advance(2) }
            else if starts(with: "*/", at: position) { depth -= 1; advance(2) }
            else { advance() }
        } while depth > 0 && position < bytes.count
    }

    /// `#"`, `##"`, `#"""`: the number of `#`s of a raw string starting here, if one does.
    private func rawStringHashes() -> Int? {
        var offset = position
        while byte(at: offset) == Self.hash { offset += 1 }
        return byte(at: offset) == Self.quote ? offset - position : nil
    }

    private mutating func openString(hashes: Int) {
        advance(hashes)
        let multiline = StringDelimiter.opensMultiline(at: position, hashes: hashes, byte: byte(at:))
        advance(multiline ? 3 : 1)
        contexts.append(.string(hashes: hashes, multiline: multiline))
    }

    // MARK: strings

    private mutating func stepInString(hashes: Int, multiline: Bool) -> SourceLimits.Excess? {
        let current = bytes[position]
        if current == Self.backslash {
            var offset = position + 1
            var matched = 0
            while matched < hashes && byte(at: offset) == Self.hash { matched += 1; offset += 1 }
            guard matched == hashes else { advance(); return nil }
            if byte(at: offset) == UInt8(ascii: "(") {
                advance(offset + 1 - position)
                contexts.append(.code(openParentheses: 0))
                let depth = contexts.count { if case .string = $0 { return true } else { return false } }
                if depth > SourceLimits.maximumInterpolationDepth {
                    return excess("string interpolations nested", SourceLimits.maximumInterpolationDepth)
                }
                return nil
            }
            advance(offset + 1 - position)
            return nil
        }
        if current == Self.quote && (!multiline || starts(with: "\"\"\"", at: position)) {
            let quoteLength = multiline ? 3 : 1
            var offset = position + quoteLength
            var matched = 0
            while matched < hashes && byte(at: offset) == Self.hash { matched += 1; offset += 1 }
            if matched == hashes {
                advance(offset - position)
                contexts.removeLast()
                return nil
            }
        }
        // A single-line string ends at the line's end even when unterminated: the parser recovers there too.
        if current == Self.newline && !multiline { contexts.removeLast() }
        advance()
        return nil
    }
}
