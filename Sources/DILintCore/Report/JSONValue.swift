/// A JSON value whose objects keep their keys in the order written, so documents follow their schema's
/// field order and are byte-stable.
public indirect enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.rendered() == rhs.rendered() }

    /// Two-space indented, one key per line, `\n` at the end.
    public func rendered() -> String {
        var output = ""
        write(into: &output, indent: 0)
        return output + "\n"
    }

    private func write(into output: inout String, indent: Int) {
        let pad = String(repeating: "  ", count: indent + 1)
        let closePad = String(repeating: "  ", count: indent)
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .int(let value): output += String(value)
        case .string(let value): output += Self.quoted(value)
        case .array(let values):
            guard !values.isEmpty else { output += "[]"; return }
            output += "[\n"
            for (position, value) in values.enumerated() {
                output += pad
                value.write(into: &output, indent: indent + 1)
                output += position == values.count - 1 ? "\n" : ",\n"
            }
            output += closePad + "]"
        case .object(let members):
            guard !members.isEmpty else { output += "{}"; return }
            output += "{\n"
            for (position, (key, value)) in members.enumerated() {
                output += pad + Self.quoted(key) + ": "
                value.write(into: &output, indent: indent + 1)
                output += position == members.count - 1 ? "\n" : ",\n"
            }
            output += closePad + "}"
        }
    }

    static func quoted(_ string: String) -> String { "\"" + EscapeTable.json.apply(string) + "\"" }
}
