/// Walks a value's `Codable` form without writing it anywhere and hands each string on with what the
/// keys above it say: the names `MentionedNames` reads off DI facts, so that a fact added later is
/// covered without a change there. (Encoding facts to JSON and scanning that cost as much as a parse.)
struct NameCollectingEncoder: Encoder {
    /// What the keys above a value say about the identifiers in its strings.
    struct Place {
        /// Under a key whose strings name nothing another file declares.
        var skipped = false
        /// Under a key whose strings are function names (any case counts).
        var functionName = false
        var insideFunctionResult = false
        /// Whether a `TypeRef` and the facts read most (`NameCollectingEncoder+Facts`) are read
        /// directly rather than through their `Codable` form; off only for the tests that hold the two
        /// to the same names.
        var readsDirectly = true
    }

    final class Sink {
        var names = Set<String>()
    }

    let sink: Sink
    let place: Place
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    static func names(in value: some Encodable, readingDirectly: Bool = true) -> Set<String> {
        let sink = Sink()
        var place = Place()
        place.readsDirectly = readingDirectly
        try? value.encode(to: NameCollectingEncoder(sink: sink, place: place))
        return sink.names
    }

    /// Hands on a value's strings as its `Codable` form would, reading a `TypeRef` (in most facts, and
    /// costly through the generic encoder) and the facts read most directly.
    static func encode<Value: Encodable>(_ value: Value, at place: Place, into sink: Sink) throws {
        guard place.readsDirectly else {
            return try value.encode(to: NameCollectingEncoder(sink: sink, place: place))
        }
        if Value.self == TypeRef.self {
            collect(value as! TypeRef, at: place, into: sink)
        } else if Value.self == ProviderFact.self {
            collect(value as! ProviderFact, at: place, into: sink)
        } else if Value.self == RequestFact.self {
            collect(value as! RequestFact, at: place, into: sink)
        } else if Value.self == TypeSource.self {
            collect(value as! TypeSource, at: place, into: sink)
        } else if Value.self == Scope.self {
            collect(value as! Scope, at: place, into: sink)
        } else {
            try value.encode(to: NameCollectingEncoder(sink: sink, place: place))
        }
    }

    /// The strings of a `TypeRef`'s synthesized `Codable` form, each under the keys that form puts
    /// above it: a case's name, then `_0` or its label, and a component's `name` or `genericArguments`.
    static func collect(_ type: TypeRef, at place: Place, into sink: Sink) {
        func under(_ keys: String...) -> Place {
            keys.reduce(place) { NameCollectingEncoder.place(under: $1, in: $0) }
        }
        switch type {
        case .named(let components):
            let each = under("named", "_0")
            guard !each.skipped else { return }
            let name = NameCollectingEncoder.place(under: "name", in: each)
            let arguments = NameCollectingEncoder.place(under: "genericArguments", in: each)
            for component in components {
                collect(component.name, at: name, into: sink)
                if !arguments.skipped { for argument in component.genericArguments { collect(argument, at: arguments, into: sink) } }
            }
        case .optional(let inner): collectUnlessSkipped(inner, at: under("optional", "_0"), into: sink)
        case .array(let inner): collectUnlessSkipped(inner, at: under("array", "_0"), into: sink)
        case .metatype(let inner): collectUnlessSkipped(inner, at: under("metatype", "_0"), into: sink)
        case .dictionary(let key, let value):
            collectUnlessSkipped(key, at: under("dictionary", "key"), into: sink)
            collectUnlessSkipped(value, at: under("dictionary", "value"), into: sink)
        case .composition(let members): for member in members { collectUnlessSkipped(member, at: under("composition", "_0"), into: sink) }
        case .tuple(let members): for member in members { collectUnlessSkipped(member, at: under("tuple", "_0"), into: sink) }
        case .function(let parameters, let result):
            for parameter in parameters { collectUnlessSkipped(parameter, at: under("function", "parameters"), into: sink) }
            collectUnlessSkipped(result, at: under("function", "result"), into: sink)
        case .unknown(let text): collect(text, at: under("unknown", "_0"), into: sink)
        }
    }

    /// The generic encoder steps over a value under a skipped key before looking into it.
    private static func collectUnlessSkipped(_ type: TypeRef, at place: Place, into sink: Sink) {
        if !place.skipped { collect(type, at: place, into: sink) }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(Keyed<Key>(sink: sink, place: place))
    }
    func unkeyedContainer() -> any UnkeyedEncodingContainer { Unkeyed(sink: sink, place: place) }
    func singleValueContainer() -> any SingleValueEncodingContainer { Single(sink: sink, place: place) }

    /// Splits `text` into identifiers and keeps those `place` counts: every one under a function key
    /// (or as a function result's `name`), else those that look like a type (`Service`, `_Storage`).
    static func collect(_ text: String, at place: Place, into sink: Sink) {
        guard !place.skipped else { return }
        var start: String.UTF8View.Index? = nil
        let utf8 = text.utf8
        func end(at index: String.UTF8View.Index) {
            guard let first = start else { return }
            start = nil
            let identifier = text[first..<index]
            guard let lead = identifier.utf8.first, !(0x30...0x39).contains(lead) else { return }
            if place.functionName || looksLikeType(identifier) { sink.names.insert(String(identifier)) }
        }
        var index = utf8.startIndex
        while index != utf8.endIndex {
            if IdentifierTokens.isIdentifierByte(utf8[index]) {
                if start == nil { start = index }
            } else {
                end(at: index)
            }
            index = utf8.index(after: index)
        }
        end(at: utf8.endIndex)
    }

    /// Whether the first character after any leading `_` is uppercase. Most identifiers start with an
    /// ASCII letter followed by another ASCII byte: that letter alone decides, without building a
    /// `Character` (which a combining mark after it could change).
    private static func looksLikeType(_ identifier: Substring) -> Bool {
        let bytes = identifier.utf8
        guard let lead = bytes.firstIndex(where: { $0 != UInt8(ascii: "_") }) else { return false }
        let next = bytes.index(after: lead)
        if bytes[lead] < 0x80, next == bytes.endIndex || bytes[next] < 0x80 {
            return (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[lead])
        }
        return identifier.drop { $0 == "_" }.first?.isUppercase ?? false
    }

    static func place(under key: String, in parent: Place) -> Place {
        var place = parent
        if MentionedNames.skippedKeys.contains(key) { place.skipped = true }
        if key == "functionResult" { place.insideFunctionResult = true }
        place.functionName = MentionedNames.functionKeys.contains(key) || (key == "name" && parent.insideFunctionResult)
        return place
    }

    private struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let sink: Sink
        let place: Place
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil(forKey key: Key) {}
        mutating func encode(_ value: Bool, forKey key: Key) {}
        mutating func encode(_ value: String, forKey key: Key) {
            NameCollectingEncoder.collect(value, at: NameCollectingEncoder.place(under: key.stringValue, in: place), into: sink)
        }
        mutating func encode(_ value: Double, forKey key: Key) {}
        mutating func encode(_ value: Float, forKey key: Key) {}
        mutating func encode(_ value: Int, forKey key: Key) {}
        mutating func encode(_ value: Int8, forKey key: Key) {}
        mutating func encode(_ value: Int16, forKey key: Key) {}
        mutating func encode(_ value: Int32, forKey key: Key) {}
        mutating func encode(_ value: Int64, forKey key: Key) {}
        mutating func encode(_ value: UInt, forKey key: Key) {}
        mutating func encode(_ value: UInt8, forKey key: Key) {}
        mutating func encode(_ value: UInt16, forKey key: Key) {}
        mutating func encode(_ value: UInt32, forKey key: Key) {}
        mutating func encode(_ value: UInt64, forKey key: Key) {}
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            let inner = NameCollectingEncoder.place(under: key.stringValue, in: place)
            // A skipped subtree holds nothing that counts: not walking it is most of the saving.
            guard !inner.skipped else { return }
            try NameCollectingEncoder.encode(value, at: inner, into: sink)
        }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            KeyedEncodingContainer(Keyed<NestedKey>(sink: sink, place: NameCollectingEncoder.place(under: key.stringValue, in: place)))
        }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            Unkeyed(sink: sink, place: NameCollectingEncoder.place(under: key.stringValue, in: place))
        }
        mutating func superEncoder() -> any Encoder { NameCollectingEncoder(sink: sink, place: place) }
        mutating func superEncoder(forKey key: Key) -> any Encoder {
            NameCollectingEncoder(sink: sink, place: NameCollectingEncoder.place(under: key.stringValue, in: place))
        }
    }

    private struct Unkeyed: UnkeyedEncodingContainer {
        let sink: Sink
        let place: Place
        var codingPath: [any CodingKey] { [] }
        var count = 0

        mutating func encodeNil() { count += 1 }
        mutating func encode(_ value: String) { count += 1; NameCollectingEncoder.collect(value, at: place, into: sink) }
        mutating func encode<T: Encodable>(_ value: T) throws {
            count += 1
            try NameCollectingEncoder.encode(value, at: place, into: sink)
        }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            count += 1
            return KeyedEncodingContainer(Keyed<NestedKey>(sink: sink, place: place))
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { count += 1; return Unkeyed(sink: sink, place: place) }
        mutating func superEncoder() -> any Encoder { NameCollectingEncoder(sink: sink, place: place) }
    }

    private struct Single: SingleValueEncodingContainer {
        let sink: Sink
        let place: Place
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil() {}
        mutating func encode(_ value: Bool) {}
        mutating func encode(_ value: String) { NameCollectingEncoder.collect(value, at: place, into: sink) }
        mutating func encode(_ value: Double) {}
        mutating func encode(_ value: Float) {}
        mutating func encode(_ value: Int) {}
        mutating func encode(_ value: Int8) {}
        mutating func encode(_ value: Int16) {}
        mutating func encode(_ value: Int32) {}
        mutating func encode(_ value: Int64) {}
        mutating func encode(_ value: UInt) {}
        mutating func encode(_ value: UInt8) {}
        mutating func encode(_ value: UInt16) {}
        mutating func encode(_ value: UInt32) {}
        mutating func encode(_ value: UInt64) {}
        mutating func encode<T: Encodable>(_ value: T) throws {
            try NameCollectingEncoder.encode(value, at: place, into: sink)
        }
    }
}
