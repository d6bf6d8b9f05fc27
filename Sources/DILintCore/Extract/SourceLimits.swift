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

    /// Where the file's last `*/` and last `"""` start (-1: none). An opener with no closer after it is not
    /// taken for one: Swift's lexer may read it as part of a raw identifier, a regex or a quoted name this
    /// scanner did not recognise, and parse on; counting on as code can only count more.
    private let lastCommentClose: Int
    private let lastTripleQuote: Int

    init(bytes: [UInt8]) {
        self.bytes = bytes
        func last(_ first: UInt8, _ second: UInt8, _ third: UInt8?) -> Int {
            var index = bytes.count - (third == nil ? 2 : 3)
            while index >= 0 {
                if bytes[index] == first && bytes[index + 1] == second && (third == nil || bytes[index + 2] == third!) { return index }
                index -= 1
            }
            return -1
        }
        lastCommentClose = last(UInt8(ascii: "*"), UInt8(ascii: "/"), nil)
        lastTripleQuote = last(Self.quote, Self.quote, Self.quote)
    }

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

    /// What `stepInCode` does with a byte: most of a file is spaces and names with a line break every few
    /// dozen bytes, and a run of those is crossed in one tight loop that only counts the line breaks
    /// (`lineBreak` is the only class with its third bit set); whether the run ends on a blank line start
    /// is read backwards from its end.
    private static let special: UInt8 = 0, blank: UInt8 = 1, plain: UInt8 = 2, lineBreak: UInt8 = 4
    private static let classes: [UInt8] = (0...255).map { value in
        let byte = UInt8(value)
        if byte == newline { return lineBreak }
        if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") { return blank }
        return "/\"#(){}[]<>`'".utf8.contains(byte) ? special : plain
    }

    private mutating func stepInCode() -> SourceLimits.Excess? {
        let current = bytes[position]
        if Self.classes[Int(current)] != Self.special {
            let start = position
            var end = position, lines = 0, lineStart = atLineStart
            bytes.withUnsafeBufferPointer { buffer in Self.classes.withUnsafeBufferPointer { classes in
                while end < buffer.count {
                    let kind = classes[Int(buffer[end])]
                    if kind == Self.special { break }
                    lines &+= Int(kind >> 2)
                    end += 1
                }
                // The run's last line: a line break with only blanks after it starts a line; a plain byte does not.
                var back = end
                while back > start {
                    back -= 1
                    let kind = classes[Int(buffer[back])]
                    if kind == Self.blank { continue }
                    lineStart = kind == Self.lineBreak
                    break
                }
            } }
            position = end
            atLineStart = lineStart
            // A `<` counts only on its own line.
            if lines > 0 { line += lines; angles = 0 }
            return nil
        }
        let lineStart = atLineStart
        atLineStart = false
        switch current {
        case Self.slash where byte(at: position + 1) == Self.slash:
            while position < bytes.count && bytes[position] != Self.newline { position += 1 }
            return nil
        case Self.slash where byte(at: position + 1) == Self.star && lastCommentClose > position:
            skipBlockComment()
            return nil
        case Self.slash where mayStartBareRegex(lineStart: lineStart):
            // `/…/` in a place where an expression starts: a regex literal to the next unescaped `/` on the line.
            if let end = closing(Self.slash, after: position) { return skipOpaque(through: end) }
        case Self.quote where !starts(with: "\"\"\"", at: position) || lastTripleQuote > position + 2:
            openString(hashes: 0)
            return nil
        case UInt8(ascii: "`"):
            // A raw identifier (`` `x/*` ``) holds no comment, string or bracket, and ends on its line.
            if let end = closing(UInt8(ascii: "`"), after: position, escapes: false) { advance(end + 1 - position); return nil }
        case UInt8(ascii: "'"):
            // Not Swift, but swift-syntax reads `'…'` as a (mistaken) string literal to the next `'` on the line.
            if let end = closing(UInt8(ascii: "'"), after: position) { advance(end + 1 - position); return nil }
        case Self.hash:
            if let hashes = rawStringHashes() {
                if hashes > 0 || lastTripleQuote > position + 2 || !starts(with: "\"\"\"", at: position) { openString(hashes: hashes); return nil }
            }
            if let end = extendedRegexEnd() { return skipOpaque(through: end) }
            if lineStart && starts(with: "#if", at: position) && !isIdentifierByte(byte(at: position + 3)) {
                conditionals += 1
                if conditionals > SourceLimits.maximumConditionalCompilationDepth {
                    return excess("#if blocks nested", SourceLimits.maximumConditionalCompilationDepth)
                }
            } else if lineStart && starts(with: "#endif", at: position) && !isIdentifierByte(byte(at: position + 6)) {
                conditionals = max(0, conditionals - 1)
            }
        case UInt8(ascii: "("):
            if case .code(let open) = contexts[contexts.count - 1] { contexts[contexts.count - 1] = .code(openParentheses: open + 1) }
            if let excess = countBracket(current) { return excess }
        case UInt8(ascii: ")"):
            _ = countBracket(current)
            if case .code(let open) = contexts[contexts.count - 1] {
                // The `)` that closes an interpolation returns to its string.
                if open == 0 && contexts.count > 1 { contexts.removeLast(); advance(); return nil }
                contexts[contexts.count - 1] = .code(openParentheses: max(0, open - 1))
            }
        case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["), UInt8(ascii: "]"):
            if let excess = countBracket(current) { return excess }
        case UInt8(ascii: "<") where position > 0 && isIdentifierByte(bytes[position - 1]):
            angles += 1
            if angles > SourceLimits.maximumAngleBracketDepth {
                return excess("generic angle brackets nested", SourceLimits.maximumAngleBracketDepth)
            }
        case UInt8(ascii: ">") where position == 0 || bytes[position - 1] != UInt8(ascii: "-"):
            angles = max(0, angles - 1)
        default: break
        }
        advance()
        return nil
    }

    private func isIdentifierByte(_ byte: UInt8?) -> Bool {
        byte.map(IdentifierTokens.isIdentifierByte) ?? false
    }

    // MARK: regex literals, raw identifiers, quoted names

    /// The offset of the next `target` after `start` on the same line, stepping over `\`-escaped bytes.
    private func closing(_ target: UInt8, after start: Int, escapes: Bool = true) -> Int? {
        var offset = start + 1
        while offset < bytes.count, bytes[offset] != Self.newline {
            if escapes && bytes[offset] == Self.backslash { offset += 2; continue }
            if bytes[offset] == target { return offset }
            offset += 1
        }
        return nil
    }

    /// Whether a `/` here may open a regex literal as swift-syntax reads one: not followed by a blank,
    /// and either where an expression starts (after an operator, an opening bracket, a comma, a line's
    /// start) or after a blank (a prefix position). Taking a division for a regex only makes the scanner
    /// count more: the bytes up to the closing `/` still count their brackets (`skipOpaque`).
    private func mayStartBareRegex(lineStart: Bool) -> Bool {
        guard let next = byte(at: position + 1), next != UInt8(ascii: " "), next != UInt8(ascii: "\t"), next != Self.newline else { return false }
        if lineStart || position == 0 { return true }
        let previous = bytes[position - 1]
        return previous == UInt8(ascii: " ") || previous == UInt8(ascii: "\t") || "([{,=:;!&|^~?<>+-*%".utf8.contains(previous)
    }

    /// `#/…/#`, `##/…/##`: the offset of the extended regex literal's last `#`; it may span lines.
    private func extendedRegexEnd() -> Int? {
        var offset = position
        while byte(at: offset) == Self.hash { offset += 1 }
        let hashes = offset - position
        guard byte(at: offset) == Self.slash else { return nil }
        offset += 1
        while offset < bytes.count {
            if bytes[offset] == Self.backslash { offset += 2; continue }
            if bytes[offset] == Self.slash {
                var matched = 0
                while matched < hashes && byte(at: offset + 1 + matched) == Self.hash { matched += 1 }
                if matched == hashes { return offset + hashes }
            }
            offset += 1
        }
        return nil
    }

    /// Crosses a literal the scanner does not read (a regex) up to `end`: quotes and comment markers in
    /// it open nothing, but its brackets count as code's do, so a literal the parser reads otherwise
    /// cannot hide nesting from the limits.
    private mutating func skipOpaque(through end: Int) -> SourceLimits.Excess? {
        advance()
        while position <= end && position < bytes.count {
            if let excess = countBracket(bytes[position]) { return excess }
            advance()
        }
        return nil
    }

    /// Counts one `(`, `)`, `{`, `}`, `[` or `]` (any other byte counts nothing): the excess it makes, if any.
    private mutating func countBracket(_ byte: UInt8) -> SourceLimits.Excess? {
        switch byte {
        case UInt8(ascii: "("):
            parentheses += 1
            if parentheses > SourceLimits.maximumParenthesisDepth { return excess("parentheses nested", SourceLimits.maximumParenthesisDepth) }
        case UInt8(ascii: ")"): parentheses = max(0, parentheses - 1)
        case UInt8(ascii: "{"):
            braces += 1
            if braces > SourceLimits.maximumBraceDepth { return excess("braces nested", SourceLimits.maximumBraceDepth) }
        case UInt8(ascii: "}"): braces = max(0, braces - 1)
        case UInt8(ascii: "["):
            brackets += 1
            if brackets > SourceLimits.maximumBracketDepth { return excess("square brackets nested", SourceLimits.maximumBracketDepth) }
        case UInt8(ascii: "]"): brackets = max(0, brackets - 1)
        default: break
        }
        return nil
    }

    /// Block comments nest in Swift.
    private mutating func skipBlockComment() {
        var depth = 0
        repeat {
            if starts(with: "/*", at: position) { depth += 1; advance(2) }
            else if starts(with: "*/", at: position) { depth -= 1; advance(2) }
            else {
                // Up to the next byte that may open or close a comment, counting lines.
                advance()
                while position < bytes.count && bytes[position] != Self.slash && bytes[position] != Self.star { advance() }
            }
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

    /// Bytes that neither escape nor end a string, nor end its line: crossed at once.
    private static let plainInString: [Bool] = (0...255).map { !"\\\"\n".utf8.contains(UInt8($0)) }

    private mutating func stepInString(hashes: Int, multiline: Bool) -> SourceLimits.Excess? {
        let current = bytes[position]
        if Self.plainInString[Int(current)] {
            position = bytes.withUnsafeBufferPointer { buffer in Self.plainInString.withUnsafeBufferPointer { plain in
                var end = position + 1
                while end < buffer.count, plain[Int(buffer[end])] { end += 1 }
                return end
            } }
            return nil
        }
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
