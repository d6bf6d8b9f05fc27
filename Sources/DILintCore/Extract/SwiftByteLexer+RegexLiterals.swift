/// Where a regex literal starts and ends, by the rules of swift-syntax's lexer (`RegexLiteralLexer`,
/// `tryLexOperatorAsRegexLiteral`): whether a `/` opens one depends on the token before it.
extension SwiftByteLexer {
    /// Whether a regex literal may start after a token: as swift-syntax decides from the token kind.
    enum RegexPosition {
        case no
        /// After `(`, `[`, `,`, `:`: an operator there may be an unapplied one (`reduce(0, /)`).
        case unlessUnapplied
        /// After an operator, `{`, `;`, a keyword, or at the file's start.
        case certain
    }

    private static let operatorBytes = Array("/=-+!*%<>&|^~?".utf8)
    private static let blanks = Array(" \t\n\r".utf8)
    /// What an operator is not bound to on its left, and on its right (swift-syntax's `isLeftBound`, `isRightBound`).
    private static let unboundBefore = blanks + Array("([{,;:".utf8), unboundAfter = blanks + Array(")]},;:".utf8)
    /// Keywords after which an expression starts, and those that are expressions.
    private static let expressionKeywords: [StaticString] = [
        "return", "throw", "in", "if", "guard", "while", "case", "where", "switch", "else", "is", "as", "repeat", "defer", "do",
        "catch", "for", "let", "var", "try", "await", "yield",
    ]

    /// The end of the regex literal the `/` at `offset` opens as swift-syntax lexes one without `#`
    /// (`tryLexOperatorAsRegexLiteral`): a `/` that does not follow a name or a closing bracket, after a
    /// token where an expression may start or followed by no blank, up to its closing `/` on the line.
    func bareRegexEnd(at offset: Int) -> Int? {
        // The operator the `/` is in, within this run of code: `!/a/` is `!` and a regex.
        var operatorStart = offset
        while operatorStart > runStart && Self.operatorBytes.contains(bytes[operatorStart - 1]) { operatorStart -= 1 }
        guard !bytes[operatorStart..<offset].contains(Self.slash), operatorStart == offset || bytes[offset - 1] != Self.star else { return nil }
        var operatorEnd = offset + 1
        while let next = byte(at: operatorEnd), Self.operatorBytes.contains(next), !(next == Self.slash && [Self.slash, Self.star].contains(byte(at: operatorEnd + 1))) {
            operatorEnd += 1
        }
        let before = operatorStart > 0 ? bytes[operatorStart - 1] : nil
        let leftBound = before.map { !Self.unboundBefore.contains($0) && !($0 == Self.slash && byte(at: operatorStart - 2) == Self.star) } ?? false
        guard !leftBound else { return nil }
        let after = byte(at: operatorEnd)
        let rightBound = after.map { !Self.unboundAfter.contains($0) && !($0 == Self.slash && [Self.slash, Self.star].contains(byte(at: operatorEnd + 1))) } ?? false
        let previous = lastToken(in: runStart..<operatorStart) ?? tokenBeforeRun
        if let previous, IdentifierTokens.isIdentifierByte(bytes[previous]), ["func", "operator"].contains(word(endingAt: previous)) { return nil }
        var mustBeRegex = false
        if !rightBound {
            switch previous.map(regexPosition(after:)) ?? positionBeforeRun {
            case .no: return nil
            case .unlessUnapplied: break
            case .certain: mustBeRegex = true
            }
        }
        if !mustBeRegex, let next = byte(at: offset + 1), next == UInt8(ascii: " ") || next == UInt8(ascii: "\t") { return nil }
        return regexPatternEnd(from: offset + 1, mustBeRegex: mustBeRegex)
    }

    /// Past the closing `/` of a bare regex literal whose pattern starts at `offset` (`RegexLiteralLexer`);
    /// one that may not be a regex is not one when unterminated, when its pattern closes a group it did not
    /// open, or ends in a blank.
    private func regexPatternEnd(from offset: Int, mustBeRegex: Bool) -> Int? {
        var offset = offset, groups = 0, classes = 0
        while offset < bytes.count && !Self.isLineBreak(bytes[offset]) {
            let current = bytes[offset]
            if current == Self.slash {
                // `/a//` and `/a/*`: a comment follows an unterminated pattern.
                if [Self.slash, Self.star].contains(byte(at: offset + 1)) { return mustBeRegex ? offset : nil }
                if !mustBeRegex && (bytes[offset - 1] == UInt8(ascii: " ") || bytes[offset - 1] == UInt8(ascii: "\t"))
                    && (offset < 2 || bytes[offset - 2] != Self.backslash) { return nil }
                return offset + 1
            }
            switch current {
            case Self.backslash:
                if Self.isLineBreak(byte(at: offset + 1)) { return mustBeRegex ? offset + 1 : nil }
                offset += 1
            case UInt8(ascii: "(") where classes == 0: groups += 1
            case UInt8(ascii: ")") where classes == 0:
                if groups == 0 && !mustBeRegex { return nil }
                groups = max(0, groups - 1)
            case UInt8(ascii: "["): classes += 1
            case UInt8(ascii: "]"): classes = max(0, classes - 1)
            default: break
            }
            offset += 1
        }
        return mustBeRegex ? min(offset, bytes.count) : nil
    }

    /// The offset of the last byte in `range` that is no blank, if any.
    func lastToken(in range: Range<Int>) -> Int? {
        var offset = range.upperBound - 1
        while offset >= range.lowerBound && Self.blanks.contains(bytes[offset]) { offset -= 1 }
        return offset >= range.lowerBound ? offset : nil
    }

    private func word(endingAt end: Int) -> String {
        var start = end
        while start > 0 && IdentifierTokens.isIdentifierByte(bytes[start - 1]) { start -= 1 }
        return String(decoding: bytes[start...end], as: UTF8.self)
    }

    /// Whether a regex literal may start after the token whose last byte is at `offset`.
    func regexPosition(after offset: Int) -> RegexPosition {
        let last = bytes[offset]
        if IdentifierTokens.isIdentifierByte(last) {
            let word = word(endingAt: offset)
            return Self.expressionKeywords.contains { "\($0)" == word } ? .certain : .no
        }
        switch last {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: ","), UInt8(ascii: ":"): return .unlessUnapplied
        case UInt8(ascii: "{"), UInt8(ascii: ";"): return .certain
        default:
            guard Self.operatorBytes.contains(last) else { return .no }
            // A postfix operator (`x!`, `b*` before a blank) ends an expression; a prefix or binary one does not.
            var start = offset
            while start > 0 && Self.operatorBytes.contains(bytes[start - 1]) { start -= 1 }
            let leftBound = start > 0 && !Self.unboundBefore.contains(bytes[start - 1])
            let rightBound = byte(at: offset + 1).map { !Self.unboundAfter.contains($0) } ?? false
            return leftBound && !rightBound ? .no : .certain
        }
    }

    /// The end of the extended regex literal whose `/` is just before `offset`, after `hashes` `#`s: past
    /// its closing `/#` (and any more `#`s). It spans lines when only blanks follow its `/` on the line;
    /// one never closed ends at its line's end (at its first line's, for one that spans lines).
    func extendedRegexEnd(hashes: Int, from start: Int) -> Int {
        var offset = start
        while byte(at: offset) == UInt8(ascii: " ") || byte(at: offset) == UInt8(ascii: "\t") { offset += 1 }
        let firstLineEnd = Self.isLineBreak(byte(at: offset)) ? offset : nil
        offset = start
        while offset < bytes.count {
            if bytes[offset] == Self.slash {
                var closing = offset + 1
                while byte(at: closing) == Self.hash { closing += 1 }
                if closing - offset - 1 >= hashes { return closing }
            }
            if Self.isLineBreak(bytes[offset]) && firstLineEnd == nil { return offset }
            if bytes[offset] == Self.backslash && !(firstLineEnd == nil && Self.isLineBreak(byte(at: offset + 1))) { offset += 1 }
            offset += 1
        }
        return firstLineEnd ?? bytes.count
    }
}
