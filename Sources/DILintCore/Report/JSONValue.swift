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
        // Written as UTF-8 bytes: a 10,000-file app's report is a megabyte of text, and appending its
        // pieces to a String one by one costs several times as much.
        var output: [UInt8] = []
        output.reserveCapacity(1 << 16)
        write(into: &output, indent: 0)
        output.append(UInt8(ascii: "\n"))
        return String(decoding: output, as: UTF8.self)
    }

    private func write(into output: inout [UInt8], indent: Int) {
        switch self {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
        case .int(let value): output.append(contentsOf: String(value).utf8)
        case .string(let value): Self.quote(value, into: &output)
        case .array(let values):
            guard !values.isEmpty else { output.append(contentsOf: "[]".utf8); return }
            output.append(contentsOf: "[\n".utf8)
            for (position, value) in values.enumerated() {
                Self.pad(indent + 1, into: &output)
                value.write(into: &output, indent: indent + 1)
                if position < values.count - 1 { output.append(UInt8(ascii: ",")) }
                output.append(UInt8(ascii: "\n"))
            }
            Self.pad(indent, into: &output)
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else { output.append(contentsOf: "{}".utf8); return }
            output.append(contentsOf: "{\n".utf8)
            for (position, (key, value)) in members.enumerated() {
                Self.pad(indent + 1, into: &output)
                Self.quote(key, into: &output)
                output.append(contentsOf: ": ".utf8)
                value.write(into: &output, indent: indent + 1)
                if position < members.count - 1 { output.append(UInt8(ascii: ",")) }
                output.append(UInt8(ascii: "\n"))
            }
            Self.pad(indent, into: &output)
            output.append(UInt8(ascii: "}"))
        }
    }

    private static func pad(_ indent: Int, into output: inout [UInt8]) {
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * indent))
    }

    private static func quote(_ string: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        EscapeTable.json.append(string, into: &output)
        output.append(UInt8(ascii: "\""))
    }

    static func quoted(_ string: String) -> String { "\"" + EscapeTable.json.apply(string) + "\"" }
}
