/// How one output format escapes text: a replacement for each character it cannot hold as is, and what
/// becomes of the other control characters. One table per format, one loop for all of them.
struct EscapeTable: Sendable {
    /// Replacements by ASCII code (every character a format escapes is ASCII); nil: kept as it is.
    private let ascii: [String?]
    /// Whether DEL, the C1 controls and the bidirectional overrides are spelt out (`VisibleText`): for
    /// formats a person reads in a log, a terminal or a pull request.
    private let spellsOutInvisible: Bool

    /// `otherControl`: what becomes of the control characters below U+0020 the table does not name
    /// (dropped when nil). `spellsOutInvisible`: DEL, the C1 controls and the bidirectional controls are
    /// spelt out as `VisibleText` does.
    init(replacements: [Unicode.Scalar: String], otherControl: (@Sendable (Unicode.Scalar) -> String)?, spellsOutInvisible: Bool = false) {
        var ascii = [String?](repeating: nil, count: 128)
        for (scalar, replacement) in replacements where scalar.isASCII { ascii[Int(scalar.value)] = replacement }
        for code in 0..<0x20 where ascii[code] == nil {
            ascii[code] = otherControl.map { $0(Unicode.Scalar(UInt8(code))) } ?? ""
        }
        if spellsOutInvisible && ascii[0x7F] == nil { ascii[0x7F] = VisibleText.escaped("\u{7F}") }
        self.ascii = ascii
        self.spellsOutInvisible = spellsOutInvisible
    }

    /// Works on UTF-8 bytes: reports hold thousands of messages, and most need no escaping at all.
    func apply(_ text: String) -> String {
        guard needsWork(text) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 16)
        append(text, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `text` escaped, appended to UTF-8 bytes.
    func append(_ text: String, into bytes: inout [UInt8]) {
        guard needsWork(text) else {
            bytes.append(contentsOf: text.utf8)
            return
        }
        for scalar in text.unicodeScalars {
            if scalar.isASCII, let replacement = ascii[Int(scalar.value)] {
                bytes.append(contentsOf: replacement.utf8)
            } else if spellsOutInvisible && VisibleText.needsEscape(scalar) {
                bytes.append(contentsOf: VisibleText.escaped(String(Character(scalar))).utf8)
            } else {
                UTF8.encode(scalar) { bytes.append($0) }
            }
        }
    }

    /// Whether any byte may need a replacement: the C1 controls start with 0xC2 in UTF-8, the
    /// bidirectional controls with 0xE2.
    private func needsWork(_ text: String) -> Bool {
        text.utf8.contains { $0 < 0x80 ? ascii[Int($0)] != nil : spellsOutInvisible && ($0 == 0xC2 || $0 == 0xE2) }
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

    /// A Markdown table cell: one line, no unescaped pipe, and none of the characters that start HTML, a
    /// link or an image (`Box<T>` is not read as HTML, a file name cannot add a link); a backslash is
    /// escaped so it cannot undo those escapes. Backticks stay: messages quote code in them.
    static let markdownCell = EscapeTable(
        replacements: ["|": "\\|", "<": "&lt;", ">": "&gt;", "&": "&amp;", "[": "\\[", "]": "\\]",
                       "\\": "\\\\", "\n": "<br>", "\r": "\\r"],
        otherControl: visibleControl, spellsOutInvisible: true)

    /// The inside of a Markdown code span in a table: shown as it is but for a pipe, which would end the cell,
    /// and control characters, spelt out. (The span's delimiter is chosen longer than any run of backticks.)
    static let markdownCode = EscapeTable(replacements: ["|": "\\|", "\n": "\\n", "\r": "\\r"], otherControl: visibleControl, spellsOutInvisible: true)

    /// A GitHub workflow command's message: `%`, CR and LF escaped as the runner's toolkit does; other
    /// control characters spelt out (the runner would print them to the log as they are).
    static let workflowData = EscapeTable(replacements: ["%": "%25", "\r": "%0D", "\n": "%0A"], otherControl: visibleControl, spellsOutInvisible: true)

    /// A workflow command's property, which also ends at `:` and `,`.
    static let workflowProperty = EscapeTable(
        replacements: ["%": "%25", "\r": "%0D", "\n": "%0A", ":": "%3A", ",": "%2C"], otherControl: visibleControl, spellsOutInvisible: true)

    @Sendable private static func visibleControl(_ scalar: Unicode.Scalar) -> String { VisibleText.escaped(String(Character(scalar))) }

    /// A quoted Mermaid label, which takes HTML entities spelt with `#`.
    static let mermaidLabel = EscapeTable(
        replacements: ["\"": "#quot;", "<": "#lt;", ">": "#gt;", "&": "#amp;", "\n": " "],
        otherControl: visibleControl, spellsOutInvisible: true)
}
