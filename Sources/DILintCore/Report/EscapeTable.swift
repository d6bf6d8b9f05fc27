/// How one output format escapes text: a replacement for each character it cannot hold as is, and what
/// becomes of the other control characters. One table per format, one loop for all of them.
struct EscapeTable: Sendable {
    /// Replacements by ASCII code (every character a format escapes is ASCII); nil: kept as it is.
    private let ascii: [String?]
    /// `otherControl`: what becomes of the control characters below U+0020 the table does not name
    /// (dropped when nil).
    init(replacements: [Unicode.Scalar: String], otherControl: (@Sendable (Unicode.Scalar) -> String)?) {
        var ascii = [String?](repeating: nil, count: 128)
        for (scalar, replacement) in replacements where scalar.isASCII { ascii[Int(scalar.value)] = replacement }
        for code in 0..<0x20 where ascii[code] == nil {
            ascii[code] = otherControl.map { $0(Unicode.Scalar(UInt8(code))) } ?? ""
        }
        self.ascii = ascii
    }

    /// Works on UTF-8 bytes: reports hold thousands of messages, and most need no escaping at all.
    func apply(_ text: String) -> String {
        let utf8 = text.utf8
        guard utf8.contains(where: { $0 < 0x80 && ascii[Int($0)] != nil }) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count + 16)
        append(text, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `text` escaped, appended to UTF-8 bytes.
    func append(_ text: String, into bytes: inout [UInt8]) {
        let utf8 = text.utf8
        guard utf8.contains(where: { $0 < 0x80 && ascii[Int($0)] != nil }) else {
            bytes.append(contentsOf: utf8)
            return
        }
        for byte in utf8 {
            if byte < 0x80, let replacement = ascii[Int(byte)] {
                bytes.append(contentsOf: replacement.utf8)
            } else {
                bytes.append(byte)
            }
        }
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
