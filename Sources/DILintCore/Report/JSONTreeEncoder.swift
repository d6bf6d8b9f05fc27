/// The `Encoder` behind `JSONDocument`: collects a value's `Codable` form as a `JSONTree`, keys in the
/// order the value encodes them (its `CodingKeys` order), which is what makes dilint's documents follow
/// their schemas. An Optional left out with `encodeIfPresent` (what synthesized conformances do) is not
/// written; an explicit `encodeNil` writes `null`. Keys are never sorted, so a document holds no
/// `Dictionary` (its keys would come in hash order). Numbers are integers: no document holds a fraction.
/// A superclass's encoder (no document has one) writes into an object under its key.
final class JSONTreeEncoder: Encoder {
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    /// What the value encoded itself as; nil until it asks for a container.
    private(set) var tree: JSONTree?

    private init(tree: JSONTree? = nil) { self.tree = tree }

    static func tree<Value: Encodable>(of value: Value) throws -> JSONTree {
        // The leaves of every document, written without an encoder of their own.
        if Value.self == String.self { return .string(value as! String) }
        if Value.self == Int.self { return .int(value as! Int) }
        if Value.self == Bool.self { return .bool(value as! Bool) }
        let encoder = JSONTreeEncoder()
        try value.encode(to: encoder)
        return encoder.tree ?? .object(JSONTree.Members())
    }

    /// A value may ask for its keyed container more than once (`Finding` writes its diagnostic's keys,
    /// then its own): every request writes into the same object.
    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .object(let members)? = tree { return KeyedEncodingContainer(Keyed(members: members)) }
        let members = JSONTree.Members()
        tree = .object(members)
        return KeyedEncodingContainer(Keyed(members: members))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .array(let elements)? = tree { return Unkeyed(elements: elements) }
        let elements = JSONTree.Elements()
        tree = .array(elements)
        return Unkeyed(elements: elements)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { Single(encoder: self) }

    fileprivate static func integer(_ value: some BinaryInteger) throws -> JSONTree {
        guard let int = Int(exactly: value) else {
            throw EncodingError.invalidValue(value, .init(codingPath: [], debugDescription: "\(value) does not fit in an Int"))
        }
        return .int(int)
    }

    fileprivate static func fraction(_ value: some BinaryFloatingPoint) throws -> JSONTree {
        throw EncodingError.invalidValue(value, .init(codingPath: [], debugDescription: "dilint's JSON documents hold no fractions"))
    }

    private struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let members: JSONTree.Members
        var codingPath: [any CodingKey] { [] }

        private func add(_ key: Key, _ value: JSONTree) {
            members.keys.append(key.stringValue)
            members.values.append(value)
        }

        mutating func encodeNil(forKey key: Key) { add(key, .null) }
        mutating func encode(_ value: Bool, forKey key: Key) { add(key, .bool(value)) }
        mutating func encode(_ value: String, forKey key: Key) { add(key, .string(value)) }
        mutating func encode(_ value: Int, forKey key: Key) { add(key, .int(value)) }
        mutating func encode(_ value: Double, forKey key: Key) throws { add(key, try fraction(value)) }
        mutating func encode(_ value: Float, forKey key: Key) throws { add(key, try fraction(value)) }
        mutating func encode(_ value: Int8, forKey key: Key) throws { add(key, try integer(value)) }
        mutating func encode(_ value: Int16, forKey key: Key) throws { add(key, try integer(value)) }
        mutating func encode(_ value: Int32, forKey key: Key) throws { add(key, try integer(value)) }
        mutating func encode(_ value: Int64, forKey key: Key) throws { add(key, try integer(value)) }
        mutating func encode(_ value: UInt, forKey key: Key) throws { add(key, try integer(value)) }
        mutating func encode(_ value: UInt8, forKey key: Key) throws { add(key, try integer(value)) }
        mutating func encode(_ value: UInt16, forKey key: Key) throws { add(key, try integer(value)) }
        mutating func encode(_ value: UInt32, forKey key: Key) throws { add(key, try integer(value)) }
        mutating func encode(_ value: UInt64, forKey key: Key) throws { add(key, try integer(value)) }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { add(key, try tree(of: value)) }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            let nested = JSONTree.Members()
            add(key, .object(nested))
            return KeyedEncodingContainer(Keyed<NestedKey>(members: nested))
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            let nested = JSONTree.Elements()
            add(key, .array(nested))
            return Unkeyed(elements: nested)
        }

        mutating func superEncoder() -> any Encoder { superEncoder(forKey: Key(stringValue: "super")!) }
        mutating func superEncoder(forKey key: Key) -> any Encoder {
            let nested = JSONTree.Members()
            add(key, .object(nested))
            return JSONTreeEncoder(tree: .object(nested))
        }
    }

    private struct Unkeyed: UnkeyedEncodingContainer {
        let elements: JSONTree.Elements
        var codingPath: [any CodingKey] { [] }
        var count: Int { elements.values.count }

        mutating func encodeNil() { elements.values.append(.null) }
        mutating func encode(_ value: String) { elements.values.append(.string(value)) }
        mutating func encode<T: Encodable>(_ value: T) throws { elements.values.append(try tree(of: value)) }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            let nested = JSONTree.Members()
            elements.values.append(.object(nested))
            return KeyedEncodingContainer(Keyed<NestedKey>(members: nested))
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            let nested = JSONTree.Elements()
            elements.values.append(.array(nested))
            return Unkeyed(elements: nested)
        }

        mutating func superEncoder() -> any Encoder {
            let nested = JSONTree.Members()
            elements.values.append(.object(nested))
            return JSONTreeEncoder(tree: .object(nested))
        }
    }

    private struct Single: SingleValueEncodingContainer {
        let encoder: JSONTreeEncoder
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil() { encoder.tree = .null }
        mutating func encode(_ value: Bool) { encoder.tree = .bool(value) }
        mutating func encode(_ value: String) { encoder.tree = .string(value) }
        mutating func encode(_ value: Int) { encoder.tree = .int(value) }
        mutating func encode(_ value: Double) throws { encoder.tree = try fraction(value) }
        mutating func encode(_ value: Float) throws { encoder.tree = try fraction(value) }
        mutating func encode(_ value: Int8) throws { encoder.tree = try integer(value) }
        mutating func encode(_ value: Int16) throws { encoder.tree = try integer(value) }
        mutating func encode(_ value: Int32) throws { encoder.tree = try integer(value) }
        mutating func encode(_ value: Int64) throws { encoder.tree = try integer(value) }
        mutating func encode(_ value: UInt) throws { encoder.tree = try integer(value) }
        mutating func encode(_ value: UInt8) throws { encoder.tree = try integer(value) }
        mutating func encode(_ value: UInt16) throws { encoder.tree = try integer(value) }
        mutating func encode(_ value: UInt32) throws { encoder.tree = try integer(value) }
        mutating func encode(_ value: UInt64) throws { encoder.tree = try integer(value) }
        mutating func encode<T: Encodable>(_ value: T) throws { encoder.tree = try tree(of: value) }
    }
}
