/// How Swift's lexer reads the quotes that open a string, for the byte passes that step over strings
/// without a parse (`NestingScanner`, `BodyScanner`).
enum StringDelimiter {
    /// Whether the `"` at `offset` opens a multi-line string: `"""`, unless the delimiter is raw (`hashes`
    /// `#`s before it) and the line holds its closing `"#`: `#"""#` is a one-line string holding `"`.
    /// `byte` reads the file, nil past its end.
    static func opensMultiline(at offset: Int, hashes: Int, byte: (Int) -> UInt8?) -> Bool {
        guard byte(offset) == quote, byte(offset + 1) == quote, byte(offset + 2) == quote else { return false }
        guard hashes > 0 else { return true }
        var position = offset + 1
        while let current = byte(position), current != UInt8(ascii: "\n"), current != UInt8(ascii: "\r") {
            position += 1
            if current == quote && (0..<hashes).allSatisfy({ byte(position + $0) == UInt8(ascii: "#") }) { return false }
        }
        return true
    }

    private static let quote = UInt8(ascii: "\"")
}
