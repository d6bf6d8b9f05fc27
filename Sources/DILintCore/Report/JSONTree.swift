/// A JSON value as `JSONTreeEncoder` collects it: objects keep their keys in the order they were encoded,
/// so a document follows its type's field order and is byte-stable. Containers are shared boxes because
/// an encoder's containers fill them after they are placed in their parent.
enum JSONTree {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array(Elements)
    case object(Members)

    final class Elements {
        var values: [JSONTree] = []
    }

    final class Members {
        var keys: [String] = []
        var values: [JSONTree] = []
    }

    /// dilint's layout: two-space indentation, one key or element per line, `"key": value`, `[]` and `{}`
    /// when empty, `\n` at the end; strings escaped as `EscapeTable.json` says, everything else as it is.
    func rendered() -> String {
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
        case .array(let elements):
            Self.writeMembers(elements.values, keys: nil, brackets: ("[", "]"), into: &output, indent: indent)
        case .object(let members):
            Self.writeMembers(members.values, keys: members.keys, brackets: ("{", "}"), into: &output, indent: indent)
        }
    }

    private static func writeMembers(_ values: [JSONTree], keys: [String]?, brackets: (Unicode.Scalar, Unicode.Scalar),
                                     into output: inout [UInt8], indent: Int) {
        output.append(UInt8(ascii: brackets.0))
        guard !values.isEmpty else { output.append(UInt8(ascii: brackets.1)); return }
        output.append(UInt8(ascii: "\n"))
        for (position, value) in values.enumerated() {
            pad(indent + 1, into: &output)
            if let keys {
                quote(keys[position], into: &output)
                output.append(contentsOf: ": ".utf8)
            }
            value.write(into: &output, indent: indent + 1)
            if position < values.count - 1 { output.append(UInt8(ascii: ",")) }
            output.append(UInt8(ascii: "\n"))
        }
        pad(indent, into: &output)
        output.append(UInt8(ascii: brackets.1))
    }

    private static func pad(_ indent: Int, into output: inout [UInt8]) {
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * indent))
    }

    private static func quote(_ string: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        EscapeTable.json.append(string, into: &output)
        output.append(UInt8(ascii: "\""))
    }
}
