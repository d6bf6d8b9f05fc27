/// Reads `MentionedNames` off the JSON `JSONEncoder` writes for a file's facts, in one pass over the bytes
/// (no `JSONSerialization` tree): every string value is split into identifiers, and the keys it sits
/// under decide which count. Keys matter in three ways: under a skipped key (`imports`, `conditions`, …)
/// nothing counts; under a function key (`callee`, `helper`), or as the `name` of a `functionResult`,
/// every identifier counts; elsewhere only those that look like a type (`Service`, `_Storage`).
struct JSONNameScanner {
    private let json: [UInt8]
    private var position = 0
    /// One entry per open object or array: for an object, the key whose value is being read.
    private var open: [(isObject: Bool, key: String?, expectingKey: Bool)] = []
    private var found = Set<String>()

    init(json: [UInt8]) { self.json = json }

    mutating func names() -> Set<String> {
        while position < json.count {
            let byte = json[position]
            position += 1
            switch byte {
            case UInt8(ascii: "{"): open.append((true, nil, true))
            case UInt8(ascii: "["): open.append((false, nil, false))
            case UInt8(ascii: "}"), UInt8(ascii: "]"): _ = open.popLast()
            case UInt8(ascii: ","): if open.last?.isObject == true { open[open.count - 1].expectingKey = true }
            case UInt8(ascii: "\""): readString()
            default: break
            }
        }
        return found
    }

    /// Reads from after an opening quote to after the closing one: a key, or a value whose identifiers
    /// are collected. Escapes (`\\n`, `\\/`, `\\u00e9`) end an identifier.
    private mutating func readString() {
        var isKey = false
        if let last = open.last, last.isObject, last.expectingKey { isKey = true }
        let keys = open.compactMap(\.key)
        let skipped = !isKey && keys.contains { MentionedNames.skippedKeys.contains($0) }
        let anyCase = !isKey && (keys.last.map { MentionedNames.functionKeys.contains($0) } ?? false
                                 || (keys.last == "name" && keys.contains("functionResult")))
        var text: [UInt8] = []
        var identifier: [UInt8] = []
        func endIdentifier(_ found: inout Set<String>) {
            defer { identifier.removeAll(keepingCapacity: true) }
            guard !isKey, !skipped, let first = identifier.first, !(0x30...0x39).contains(first) else { return }
            let token = String(decoding: identifier, as: UTF8.self)
            if anyCase || (token.drop { $0 == "_" }.first?.isUppercase ?? false) { found.insert(token) }
        }
        while position < json.count {
            let byte = json[position]
            position += 1
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\") {
                endIdentifier(&found)
                position += position < json.count && json[position] == UInt8(ascii: "u") ? 5 : 1
                continue
            }
            if isKey { text.append(byte); continue }
            if IdentifierTokens.isIdentifierByte(byte) { identifier.append(byte) } else { endIdentifier(&found) }
        }
        endIdentifier(&found)
        if isKey {
            open[open.count - 1].key = String(decoding: text, as: UTF8.self)
            open[open.count - 1].expectingKey = false
        }
    }
}
