/// DOT text of the statements, laid out as Graphviz's own writer (agwrite) lays them out: attributes one
/// per line after the first, strings bare when they are a DOT identifier or number, else quoted with only
/// `"` escaped and long ones continued over lines, so Graphviz reads back exactly the values given.
struct DOTText: GraphStatements {
    private(set) var text: [UInt8] = []

    init(reservingFor spec: GraphSpec) {
        text.reserveCapacity(256 + spec.nodes.count * 160 + spec.edges.count * 80)
    }

    mutating func openGraph(_ name: String) {
        append("digraph ")
        appendID(name)
        append(" {\n")
    }

    mutating func attributes(_ kind: GraphStatementKind, _ attributes: [GraphAttribute], indent: Int) {
        appendIndent(indent)
        append(kind.rawValue)
        appendList(attributes, indent: indent, statement: true)
        append(";\n")
    }

    mutating func openSubgraph(_ name: String, indent: Int) {
        appendIndent(indent)
        append("subgraph ")
        appendID(name)
        append(" {\n")
    }

    mutating func closeSubgraph(indent: Int) {
        appendIndent(indent)
        append("}\n")
    }

    mutating func node(_ id: String, _ attributes: [GraphAttribute], indent: Int) {
        appendIndent(indent)
        appendID(id)
        appendList(attributes, indent: indent, statement: false)
        append(";\n")
    }

    mutating func edge(from tail: String, to head: String, _ attributes: [GraphAttribute]) {
        appendIndent(1)
        appendID(tail)
        append(" -> ")
        appendID(head)
        appendList(attributes, indent: 1, statement: false)
        append(";\n")
    }

    mutating func closeGraph() {
        append("}\n")
    }

    /// An attribute statement (`graph [...]`) closes its list on a line of its own; a node or edge list
    /// follows the name after a tab.
    private mutating func appendList(_ attributes: [GraphAttribute], indent: Int, statement: Bool) {
        guard !attributes.isEmpty else { return }
        append(statement ? " [" : "\t[")
        for (index, attribute) in attributes.enumerated() {
            if index > 0 {
                append(",\n")
                appendIndent(indent + 1)
            }
            appendID(attribute.key)
            append("=")
            if attribute.isHTML {
                append("<")
                append(attribute.value)
                append(">")
            } else {
                appendID(attribute.value)
            }
        }
        if statement && attributes.count > 1 {
            append("\n")
            appendIndent(indent)
        }
        append("]")
    }

    private mutating func appendIndent(_ depth: Int) {
        for _ in 0..<depth { text.append(UInt8(ascii: "\t")) }
    }

    private mutating func append(_ string: String) {
        text.append(contentsOf: string.utf8)
    }

    /// A DOT identifier or number as it is; anything else double-quoted with only `"` escaped, as agwrite
    /// writes strings (Graphviz's reader keeps every other byte: backslash sequences are for the
    /// attribute to interpret), continued on a new line (`\` + newline, which the reader drops) before
    /// the run grows past agwrite's 128 bytes, as the reader takes at most 16,384 bytes in one run.
    private mutating func appendID(_ string: String) {
        if Self.isBare(string) {
            append(string)
            return
        }
        text.append(UInt8(ascii: "\""))
        var run = 0
        var previous: UInt8 = 0
        for byte in string.utf8 {
            // Past 128 bytes, before a byte that ends a word (a very long word is split anyway); never after
            // a backslash (it would pair with the continuation's) nor inside a UTF-8 character.
            if run >= 128, previous != UInt8(ascii: "\\"), byte & 0xC0 != 0x80,
               !Self.isWordByte(byte) || run >= 8192 {
                text.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\n")])
                run = 0
            }
            if byte == UInt8(ascii: "\"") { text.append(UInt8(ascii: "\\")) }
            text.append(byte)
            run = byte == UInt8(ascii: "\n") ? 0 : run + 1
            previous = byte
        }
        text.append(UInt8(ascii: "\""))
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "_") || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// A byte of a DOT name: agwrite continues a long string only before a byte that is not one.
    private static func isWordByte(_ byte: UInt8) -> Bool { isNameByte(byte) || isDigit(byte) }

    private static let keywords: Set<String> = ["node", "edge", "graph", "digraph", "subgraph", "strict"]

    /// A DOT ID that needs no quotes: a name of letters, digits, `_` and non-ASCII bytes not starting with
    /// a digit and not a keyword, or a numeral (`-`? then digits with at most one `.`); a very long one is
    /// quoted, to be continued over lines.
    /// Read off the string's own UTF-8 without copying it: every attribute name and value passes here.
    private static func isBare(_ string: String) -> Bool {
        let bytes = string.utf8
        guard let first = bytes.first, bytes.count <= 4096 else { return false }
        if isNameByte(first) {
            // Every keyword has four to eight letters: only such names are lowercased to compare.
            return bytes.allSatisfy(isWordByte) && !((4...8).contains(bytes.count) && keywords.contains(string.lowercased()))
        }
        var digits = 0, dots = 0
        for (index, byte) in bytes.enumerated() where !(index == 0 && byte == UInt8(ascii: "-")) {
            if isDigit(byte) { digits += 1 } else if byte == UInt8(ascii: ".") { dots += 1 } else { return false }
        }
        return digits > 0 && dots <= 1
    }
}
