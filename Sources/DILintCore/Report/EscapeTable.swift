/// How one output format escapes text: a replacement for each character it cannot hold as is, and what
/// becomes of the other control characters. One table per format, one loop for all of them.
struct EscapeTable: Sendable {
    let replacements: [Unicode.Scalar: String]
    /// Control characters below U+0020 the table does not name: dropped when nil.
    let otherControl: (@Sendable (Unicode.Scalar) -> String)?

    func apply(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if let replacement = replacements[scalar] {
                result += replacement
            } else if scalar.value < 0x20 {
                if let otherControl { result += otherControl(scalar) }
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// XML 1.0 attribute and text content; other control characters are not allowed there at all.
    static let xml = EscapeTable(
        replacements: ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&apos;", "\n": "&#10;", "\t": "&#9;"],
        otherControl: nil)

    /// The inside of a JSON string.
    static let json = EscapeTable(
        replacements: ["\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t"],
        otherControl: { scalar in
            let hex = String(scalar.value, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        })

    /// A Markdown table cell: one line, no unescaped pipe, `<` escaped so `Box<T>` is not read as HTML.
    static let markdownCell = EscapeTable(
        replacements: ["|": "\\|", "<": "&lt;", ">": "&gt;", "\n": "<br>"],
        otherControl: { String(Character($0)) })

    /// A quoted Mermaid label, which takes HTML entities spelt with `#`.
    static let mermaidLabel = EscapeTable(
        replacements: ["\"": "#quot;", "<": "#lt;", ">": "#gt;", "&": "#amp;", "\n": " "],
        otherControl: { String(Character($0)) })
}
