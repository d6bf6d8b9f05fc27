import DILintCore

/// One text's lines, to turn dilint's places (1-based line, UTF-8 column) into LSP positions (0-based,
/// counted in the encoding agreed at `initialize`) and back. Lines end at `\n`, `\r\n` or `\r`, as both
/// Swift and LSP count them.
struct TextLines {
    enum Encoding: String {
        case utf8 = "utf-8"
        case utf16 = "utf-16"
    }

    let bytes: [UInt8]
    let encoding: Encoding
    /// The byte offset where each line starts.
    private let starts: [Int]

    init(_ bytes: [UInt8], encoding: Encoding) {
        self.bytes = bytes
        self.encoding = encoding
        var starts = [0]
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\r") {
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                starts.append(index + 1)
            } else if bytes[index] == UInt8(ascii: "\n") {
                starts.append(index + 1)
            }
            index += 1
        }
        self.starts = starts
    }

    /// The LSP position of dilint's 1-based line and UTF-8 column (clamped to the text).
    func position(line: Int, column: Int) -> Position {
        let lineIndex = min(max(line - 1, 0), starts.count - 1)
        let start = starts[lineIndex]
        let offset = min(start + max(column - 1, 0), contentEnd(of: lineIndex))
        return Position(line: lineIndex, character: units(from: start, to: offset))
    }

    /// The byte offset of an LSP position (clamped to its line).
    func offset(of position: Position) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < starts.count else { return bytes.count }
        let start = starts[position.line], end = contentEnd(of: position.line)
        switch encoding {
        case .utf8:
            return start + min(max(position.character, 0), end - start)
        case .utf16:
            var offset = start, counted = 0
            while offset < end, counted < position.character {
                let length = Self.scalarLength(bytes[offset])
                counted += length == 4 ? 2 : 1
                offset += length
            }
            return min(offset, end)
        }
    }

    /// dilint's 1-based line and UTF-8 column of an LSP position.
    func place(of position: Position) -> (line: Int, column: Int) {
        let line = min(max(position.line, 0), starts.count - 1)
        return (line + 1, offset(of: position) - starts[line] + 1)
    }

    /// Where the site at a place ends: a finding's range covers the attribute, name or call it is at
    /// (`@Inject`, `Clock`, `$0.get()`, `inject()`), not a zero-width point some editors do not show. A call's
    /// parentheses are included when they close on the same line.
    func wordEnd(line: Int, column: Int) -> Position {
        let lineIndex = min(max(line - 1, 0), starts.count - 1)
        let end = contentEnd(of: lineIndex)
        var offset = min(starts[lineIndex] + max(column - 1, 0), end)
        if offset < end, [UInt8(ascii: "@"), UInt8(ascii: "$"), UInt8(ascii: ".")].contains(bytes[offset]) { offset += 1 }
        while offset < end, Self.isWordByte(bytes[offset]) { offset += 1 }
        // A member chain: `$0.get`, `resolver.get`, `Zerk.store`.
        while offset + 1 < end, bytes[offset] == UInt8(ascii: "."), Self.isWordByte(bytes[offset + 1]) {
            offset += 1
            while offset < end, Self.isWordByte(bytes[offset]) { offset += 1 }
        }
        if offset < end, bytes[offset] == UInt8(ascii: "("), let close = closingParenthesis(from: offset, before: end) { offset = close + 1 }
        return Position(line: lineIndex, character: units(from: starts[lineIndex], to: offset))
    }

    /// The 1-based UTF-8 column of the site's last byte (`wordEnd`, in dilint's columns).
    func siteEndColumn(_ location: SourceLocation) -> Int {
        let end = wordEnd(line: location.line, column: location.column)
        let start = starts[min(max(location.line - 1, 0), starts.count - 1)]
        return max(location.column, offset(of: end) - start)
    }

    private func closingParenthesis(from open: Int, before end: Int) -> Int? {
        var depth = 0
        for offset in open..<end {
            if bytes[offset] == UInt8(ascii: "(") { depth += 1 }
            if bytes[offset] == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { return offset }
            }
        }
        return nil
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
    }

    private func contentEnd(of line: Int) -> Int {
        var end = line + 1 < starts.count ? starts[line + 1] : bytes.count
        while end > starts[line], bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return end
    }

    private func units(from start: Int, to end: Int) -> Int {
        guard encoding == .utf16 else { return end - start }
        var offset = start, count = 0
        while offset < end {
            let length = Self.scalarLength(bytes[offset])
            count += length == 4 ? 2 : 1
            offset += length
        }
        return count
    }

    private static func scalarLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...: return 4
        case 0xE0...: return 3
        case 0xC0...: return 2
        default: return 1
        }
    }
}
