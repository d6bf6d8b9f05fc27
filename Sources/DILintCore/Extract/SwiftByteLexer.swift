/// Swift source split as swift-syntax's lexer splits it where that decides what is code: comments, string
/// literals (`"…"`, `"""…"""`, raw `#"…"#`, and `'…'`, which it lexes as a string too) with their
/// interpolations, raw identifiers and regex literals. The byte passes that run before any parse
/// (`NestingScanner`, `BodyScanner`) read the code pieces and step over the rest; it reads nothing else.
struct SwiftByteLexer {
    enum Piece: Equatable {
        /// Bytes the parser reads as code: names, operators, brackets, blanks, line breaks.
        case code(Range<Int>)
        /// A comment, or a string literal's delimiters and text up to its end or to an interpolation.
        case text(Range<Int>)
        /// `` `name` ``: one name, whatever bytes it holds.
        case rawIdentifier(Range<Int>)
        /// `#/…/#`, or `/…/` where an expression may start: a bare one may be a division after all.
        case regex(Range<Int>)
        /// `\(` (`\#(` in a raw string): code follows, up to the matching `interpolationEnd`.
        case interpolationStart(Range<Int>)
        /// The `)` that returns to the string.
        case interpolationEnd(Range<Int>)
        /// An opener without its closer: a `/*` or `"""` with none after it in the file, a literal the file
        /// ends in, an interpolation that a line break (in a one-line string) or its string's quote ends.
        /// The lexer reads on after it; the parser may not.
        case unclosed(Range<Int>)
    }

    private struct Delimiter {
        var quote: UInt8
        var hashes: Int
        var multiline: Bool
    }

    private enum Context {
        case string(Delimiter)
        /// The parentheses opened in the interpolation and not yet closed, and whether its string is `"""`.
        case interpolation(openParentheses: Int, multiline: Bool)
    }

    static let newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")
    static let quote = UInt8(ascii: "\""), apostrophe = UInt8(ascii: "'"), hash = UInt8(ascii: "#")
    static let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), backslash = UInt8(ascii: "\\")
    static let backtick = UInt8(ascii: "`")

    let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    private var contexts: [Context] = []
    /// Where the code run being read starts, and what came before it: the offset of the last token of the
    /// code before it (nil: a piece that decides alone), and whether a regex literal may follow that piece.
    private(set) var runStart = 0
    private(set) var tokenBeforeRun: Int?
    private(set) var positionBeforeRun = RegexPosition.certain
    /// What `code()` found at `position` and left for the next call, after the code before it.
    private var pendingOpening: Opening?
    /// How many interpolations the current position is inside.
    private(set) var interpolationDepth = 0

    /// Where the file's last `*/` and last `"""` start (-1: none). An opener with no closer after it is not
    /// taken for one: it may be part of something this lexer reads otherwise than Swift's, and reading on
    /// as code hides nothing from the passes.
    private let lastCommentClose: Int
    private let lastTripleQuote: Int

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        func last(_ text: StaticString) -> Int {
            var index = bytes.count - text.utf8CodeUnitCount
            while index >= 0 && !Self.starts(bytes, with: text, at: index) { index -= 1 }
            return index
        }
        lastCommentClose = last("*/")
        lastTripleQuote = last("\"\"\"")
    }

    /// The next piece, in file order; the pieces cover every byte once. `nil` at the end.
    mutating func next() -> Piece? {
        if position >= bytes.count {
            guard !contexts.isEmpty else { return nil }
            contexts.removeAll()
            interpolationDepth = 0
            return .unclosed(position..<position)
        }
        if case .string(let delimiter)? = contexts.last { return stringText(from: position, delimiter) }
        return code()
    }

    /// The line `offset` is on, counted from 1.
    func line(at offset: Int) -> Int {
        1 + bytes[..<offset].reduce(0) { $0 + ($1 == Self.newline ? 1 : 0) }
    }

    func byte(at offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    /// Whether `bytes` spell `text` at `offset`.
    static func starts(_ bytes: UnsafeBufferPointer<UInt8>, with text: StaticString, at offset: Int) -> Bool {
        let count = text.utf8CodeUnitCount
        guard offset >= 0, offset + count <= bytes.count else { return false }
        return text.withUTF8Buffer { buffer in (0..<count).allSatisfy { bytes[offset + $0] == buffer[$0] } }
    }

    static func isLineBreak(_ byte: UInt8?) -> Bool { byte == newline || byte == carriageReturn }

    // MARK: code

    /// Bytes that cannot open anything in code, and in an interpolation, where `(`, `)` and line breaks
    /// count too.
    private static let inertInCode = ByteClass(allBut: "/#\"'`")
    private static let inertInInterpolation = ByteClass(allBut: "/#\"'`()\n\r")

    /// What starts at an offset in code, if anything does.
    private enum Opening {
        case comment(end: Int), rawIdentifier(end: Int), regex(end: Int), unclosed(end: Int)
        case string(Delimiter, contentStart: Int)
        case interpolationEnd, lineBreakInInterpolation, quoteInInterpolation
    }

    private mutating func code() -> Piece {
        if let opening = pendingOpening {
            pendingOpening = nil
            return enter(opening)
        }
        let start = position
        runStart = start
        let inert = contexts.isEmpty ? Self.inertInCode : Self.inertInInterpolation
        while position < bytes.count {
            position = inert.endOfRun(in: bytes, from: position, to: bytes.count)
            guard position < bytes.count else { break }
            guard let opening = opening(at: position) else {
                if case .interpolation(let open, let multiline)? = contexts.last {
                    if bytes[position] == UInt8(ascii: "(") { contexts[contexts.count - 1] = .interpolation(openParentheses: open + 1, multiline: multiline) }
                    if bytes[position] == UInt8(ascii: ")") { contexts[contexts.count - 1] = .interpolation(openParentheses: open - 1, multiline: multiline) }
                }
                position += 1
                continue
            }
            guard position > start else { return enter(opening) }
            pendingOpening = opening
            return endRun(start)
        }
        return endRun(start)
    }

    private mutating func endRun(_ start: Int) -> Piece {
        if let last = lastToken(in: start..<position) { tokenBeforeRun = last }
        return .code(start..<position)
    }

    private mutating func enter(_ opening: Opening) -> Piece {
        let start = position
        // What follows a comment is decided by the token before it; a literal ends an expression; after an
        // opener the lexer may have misread, anything may follow.
        switch opening {
        case .comment: break
        case .unclosed, .lineBreakInInterpolation, .quoteInInterpolation: (tokenBeforeRun, positionBeforeRun) = (nil, .certain)
        default: (tokenBeforeRun, positionBeforeRun) = (nil, .no)
        }
        switch opening {
        case .comment(let end): position = end; return .text(start..<end)
        case .rawIdentifier(let end): position = end; return .rawIdentifier(start..<end)
        case .regex(let end): position = end; return .regex(start..<end)
        case .unclosed(let end): position = end; return .unclosed(start..<end)
        case .string(let delimiter, let contentStart):
            position = contentStart
            contexts.append(.string(delimiter))
            return stringText(from: start, delimiter)
        case .interpolationEnd:
            position += 1
            contexts.removeLast()
            interpolationDepth -= 1
            return .interpolationEnd(start..<position)
        case .lineBreakInInterpolation:
            // swift-syntax ends the string there too: the line break is code after it.
            contexts.removeLast(2)
            interpolationDepth -= 1
            return .unclosed(start..<start)
        case .quoteInInterpolation:
            // The quote is the string's own: back in the string, it closes it.
            contexts.removeLast()
            interpolationDepth -= 1
            return .unclosed(start..<start)
        }
    }

    private func opening(at offset: Int) -> Opening? {
        let current = bytes[offset]
        switch current {
        case Self.slash:
            let next = byte(at: offset + 1)
            if next == Self.slash {
                var end = offset
                while end < bytes.count && !Self.isLineBreak(bytes[end]) { end += 1 }
                return .comment(end: end)
            }
            if next == Self.star { return lastCommentClose > offset ? .comment(end: blockCommentEnd(from: offset)) : .unclosed(end: offset + 1) }
            if let end = bareRegexEnd(at: offset) { return .regex(end: end) }
        case Self.hash:
            var afterHashes = offset
            while byte(at: afterHashes) == Self.hash { afterHashes += 1 }
            if byte(at: afterHashes) == Self.quote { return string(at: afterHashes, hashes: afterHashes - offset) }
            if byte(at: afterHashes) == Self.slash { return .regex(end: extendedRegexEnd(hashes: afterHashes - offset, from: afterHashes + 1)) }
        case Self.quote, Self.apostrophe:
            if endsInterpolationAtItsQuote(offset) { return .quoteInInterpolation }
            if current == Self.apostrophe { return .string(Delimiter(quote: Self.apostrophe, hashes: 0, multiline: false), contentStart: offset + 1) }
            if Self.starts(bytes, with: "\"\"\"", at: offset) && lastTripleQuote <= offset + 2 { return .unclosed(end: offset + 1) }
            return string(at: offset, hashes: 0)
        case Self.backtick:
            if let end = closing(Self.backtick, after: offset, escapes: false) { return .rawIdentifier(end: end + 1) }
        case UInt8(ascii: ")"):
            if case .interpolation(0, _)? = contexts.last { return .interpolationEnd }
        case Self.newline, Self.carriageReturn:
            if case .interpolation(_, false)? = contexts.last { return .lineBreakInInterpolation }
        default: break
        }
        return nil
    }

    /// Whether the quote at `offset` ends the interpolation it is in and its string, as swift-syntax's parser
    /// reads `"\(name "`: the string's own quote after a name or a closing bracket, where no string literal
    /// can follow.
    private func endsInterpolationAtItsQuote(_ offset: Int) -> Bool {
        guard case .interpolation(0, _)? = contexts.last, case .string(let delimiter) = contexts[contexts.count - 2],
              delimiter.quote == bytes[offset], delimiter.hashes == 0,
              !delimiter.multiline || Self.starts(bytes, with: "\"\"\"", at: offset) else { return false }
        return lastToken(in: runStart..<offset).map(regexPosition(after:)) == .no
    }

    /// The `"` at `offset`, after `hashes` `#`s, opens a string; `"""` a multi-line one, unless the delimiter
    /// is raw and its line holds the closing `"#`: `#"""#` is a one-line string holding `"`.
    private func string(at offset: Int, hashes: Int) -> Opening {
        var multiline = Self.starts(bytes, with: "\"\"\"", at: offset)
        if multiline && hashes > 0 {
            var scan = offset + 1
            while let current = byte(at: scan), !Self.isLineBreak(current) {
                scan += 1
                if current == Self.quote && (0..<hashes).allSatisfy({ byte(at: scan + $0) == Self.hash }) { multiline = false; break }
            }
        }
        return .string(Delimiter(quote: Self.quote, hashes: hashes, multiline: multiline), contentStart: offset + (multiline ? 3 : 1))
    }

    /// Block comments nest in Swift; one never closed runs to the file's end.
    private func blockCommentEnd(from offset: Int) -> Int {
        var offset = offset, depth = 0
        repeat {
            if Self.starts(bytes, with: "/*", at: offset) { depth += 1; offset += 2 }
            else if Self.starts(bytes, with: "*/", at: offset) { depth -= 1; offset += 2 }
            else { offset += 1 }
        } while depth > 0 && offset < bytes.count
        return min(offset, bytes.count)
    }

    /// The offset of the next `target` after `start` on the same line, stepping over `\`-escaped bytes.
    private func closing(_ target: UInt8, after start: Int, escapes: Bool) -> Int? {
        var offset = start + 1
        while offset < bytes.count, !Self.isLineBreak(bytes[offset]) {
            if escapes && bytes[offset] == Self.backslash { offset += 2; continue }
            if bytes[offset] == target { return offset }
            offset += 1
        }
        return nil
    }

    // MARK: strings

    /// Bytes that neither escape nor end a string, nor end its line: crossed at once.
    private static let plainInString = ByteClass(allBut: "\\\"'\n\r")

    /// The string's text from `start` up to its end (delimiter included), an interpolation, or its line's
    /// end for a one-line string (the parser recovers there); at an interpolation, the `\(` itself.
    private mutating func stringText(from start: Int, _ delimiter: Delimiter) -> Piece {
        while position < bytes.count {
            position = Self.plainInString.endOfRun(in: bytes, from: position, to: bytes.count)
            guard position < bytes.count else { break }
            let current = bytes[position]
            var afterHashes = position + 1
            if current == Self.backslash {
                while afterHashes - position - 1 < delimiter.hashes && byte(at: afterHashes) == Self.hash { afterHashes += 1 }
                guard afterHashes - position - 1 == delimiter.hashes else { position += 1; continue }
                guard byte(at: afterHashes) == UInt8(ascii: "(") else {
                    // An escape takes the byte after it (`\"` ends nothing), but not a one-line string's line break.
                    position = afterHashes + (!delimiter.multiline && Self.isLineBreak(byte(at: afterHashes)) ? 0 : 1)
                    continue
                }
                if position > start { return .text(start..<position) }
                position = afterHashes + 1
                contexts.append(.interpolation(openParentheses: 0, multiline: delimiter.multiline))
                interpolationDepth += 1
                (tokenBeforeRun, positionBeforeRun) = (nil, .unlessUnapplied)
                return .interpolationStart(start..<position)
            }
            if current == delimiter.quote && (!delimiter.multiline || Self.starts(bytes, with: "\"\"\"", at: position)) {
                afterHashes = position + (delimiter.multiline ? 3 : 1)
                var matched = 0
                // A raw string's closing quote takes any more `#`s than it needs, as swift-syntax's lexer does.
                while (matched < delimiter.hashes || delimiter.hashes > 0) && byte(at: afterHashes) == Self.hash { matched += 1; afterHashes += 1 }
                if matched >= delimiter.hashes {
                    position = afterHashes
                    contexts.removeLast()
                    return .text(start..<position)
                }
            }
            if Self.isLineBreak(current) && !delimiter.multiline {
                contexts.removeLast()
                return .text(start..<position)
            }
            position += 1
        }
        return .text(start..<position)
    }
}

/// Bytes of one kind, as a table of 256 entries: a run of them is crossed in one tight loop, where the
/// byte passes spend most of their time.
struct ByteClass: Sendable {
    private let members: [Bool]

    /// Every byte but those of `characters` (ASCII).
    init(allBut characters: String) {
        members = (0...255).map { !characters.utf8.contains(UInt8($0)) }
    }

    /// The first offset from `start`, below `end`, whose byte is not of the class; `end` when there is none.
    func endOfRun(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        members.withUnsafeBufferPointer { members in
            var offset = start
            while offset < end, members[Int(bytes[offset])] { offset += 1 }
            return offset
        }
    }
}
