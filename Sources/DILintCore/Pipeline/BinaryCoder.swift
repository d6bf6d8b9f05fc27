#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A compact binary form of any `Codable` value, for the facts cache: `JSONEncoder` and `JSONDecoder`
/// cost as much per file as parsing it, which made a cached run slower than an uncached one.
///
/// Self-describing, so a value can be skipped without knowing its type: a tag byte, then
/// - nil, false, true: nothing more;
/// - Int64, UInt64, Double: 8 bytes, little-endian;
/// - string: a varint byte count and the UTF-8 bytes;
/// - keyed container: a varint byte count of what follows, a varint entry count, then each entry as a
///   key (varint count, UTF-8) and a value;
/// - unkeyed container: a varint byte count of what follows, a varint element count, the values.
/// Encoding builds a small tree first (Codable never says when a container is finished), sizes it, and
/// writes it once. Decoding reads in place: a keyed container indexes where its keys start.
enum BinaryCoder {
    struct Malformed: Error {}

    static func encode(_ value: some Encodable) throws -> [UInt8] {
        let root = Box()
        try value.encode(to: TreeEncoder(box: root))
        var writer = Writer()
        writer.bytes.reserveCapacity(root.node.size)
        writer.write(root.node)
        return writer.bytes
    }

    static func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws -> T {
        try bytes.withUnsafeBufferPointer { buffer in
            var reader = Reader(buffer: buffer, position: 0)
            let start = reader.position
            try reader.skip()
            guard reader.position == buffer.count else { throw Malformed() }
            return try T(from: TreeDecoder(buffer: buffer, at: start))
        }
    }

    fileprivate enum Tag: UInt8 {
        case null = 0, no, yes, int, uint, double, string, keyed, unkeyed
    }

    // MARK: encoding

    fileprivate indirect enum Node {
        case null, bool(Bool), int(Int64), uint(UInt64), double(Double), string(String)
        case keyed(KeyedNode), unkeyed(UnkeyedNode)

        var size: Int {
            switch self {
            case .null, .bool: return 1
            case .int, .uint, .double: return 9
            case .string(let text): let count = text.utf8.count; return 1 + varintSize(count) + count
            case .keyed(let node): let body = node.bodySize; return 1 + varintSize(body) + body
            case .unkeyed(let node): let body = node.bodySize; return 1 + varintSize(body) + body
            }
        }
    }

    fileprivate final class KeyedNode {
        var entries: [(key: String, value: Box)] = []
        private var cached: Int?
        var bodySize: Int {
            if let cached { return cached }
            var size = varintSize(entries.count)
            for entry in entries { let count = entry.key.utf8.count; size += varintSize(count) + count + entry.value.node.size }
            cached = size
            return size
        }
    }

    fileprivate final class UnkeyedNode {
        var elements: [Box] = []
        private var cached: Int?
        var bodySize: Int {
            if let cached { return cached }
            let size = elements.reduce(varintSize(elements.count)) { $0 + $1.node.size }
            cached = size
            return size
        }
    }

    /// Where one value goes: filled in when the value encodes itself.
    fileprivate final class Box {
        var node: Node = .null
    }

    fileprivate static func varintSize(_ value: Int) -> Int {
        var value = UInt(value), size = 1
        while value >= 0x80 { value >>= 7; size += 1 }
        return size
    }

    private struct Writer {
        var bytes: [UInt8] = []

        mutating func varint(_ value: Int) {
            var value = UInt(value)
            while value >= 0x80 { bytes.append(UInt8(value & 0x7F) | 0x80); value >>= 7 }
            bytes.append(UInt8(value))
        }

        mutating func fixed(_ value: UInt64) {
            withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
        }

        mutating func text(_ value: String) {
            varint(value.utf8.count)
            bytes.append(contentsOf: value.utf8)
        }

        mutating func write(_ node: Node) {
            switch node {
            case .null: bytes.append(Tag.null.rawValue)
            case .bool(let value): bytes.append((value ? Tag.yes : Tag.no).rawValue)
            case .int(let value): bytes.append(Tag.int.rawValue); fixed(UInt64(bitPattern: value))
            case .uint(let value): bytes.append(Tag.uint.rawValue); fixed(value)
            case .double(let value): bytes.append(Tag.double.rawValue); fixed(value.bitPattern)
            case .string(let value): bytes.append(Tag.string.rawValue); text(value)
            case .keyed(let keyed):
                bytes.append(Tag.keyed.rawValue)
                varint(keyed.bodySize)
                varint(keyed.entries.count)
                for entry in keyed.entries { text(entry.key); write(entry.value.node) }
            case .unkeyed(let unkeyed):
                bytes.append(Tag.unkeyed.rawValue)
                varint(unkeyed.bodySize)
                varint(unkeyed.elements.count)
                for element in unkeyed.elements { write(element.node) }
            }
        }
    }

    private struct TreeEncoder: Encoder {
        let box: Box
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            if case .keyed(let existing) = box.node { return KeyedEncodingContainer(KeyedWriter<Key>(node: existing)) }
            let node = KeyedNode()
            box.node = .keyed(node)
            return KeyedEncodingContainer(KeyedWriter<Key>(node: node))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            if case .unkeyed(let existing) = box.node { return UnkeyedWriter(node: existing) }
            let node = UnkeyedNode()
            box.node = .unkeyed(node)
            return UnkeyedWriter(node: node)
        }

        func singleValueContainer() -> any SingleValueEncodingContainer { SingleWriter(box: box) }
    }

    /// The node of a primitive, or nil for a value that encodes itself.
    private static func primitive(_ value: some Encodable) -> Node? {
        switch value {
        case let value as String: return .string(value)
        case let value as Bool: return .bool(value)
        case let value as Int: return .int(Int64(value))
        case let value as Double: return .double(value)
        default: return nil
        }
    }

    fileprivate static func encoded(_ value: some Encodable) throws -> Box {
        let box = Box()
        if let node = primitive(value) { box.node = node } else { try value.encode(to: TreeEncoder(box: box)) }
        return box
    }

    private struct KeyedWriter<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let node: KeyedNode
        var codingPath: [any CodingKey] { [] }

        private func add(_ key: Key, _ value: Node) {
            let box = Box()
            box.node = value
            node.entries.append((key.stringValue, box))
        }

        mutating func encodeNil(forKey key: Key) { add(key, .null) }
        mutating func encode(_ value: Bool, forKey key: Key) { add(key, .bool(value)) }
        mutating func encode(_ value: String, forKey key: Key) { add(key, .string(value)) }
        mutating func encode(_ value: Double, forKey key: Key) { add(key, .double(value)) }
        mutating func encode(_ value: Float, forKey key: Key) { add(key, .double(Double(value))) }
        mutating func encode(_ value: Int, forKey key: Key) { add(key, .int(Int64(value))) }
        mutating func encode(_ value: Int8, forKey key: Key) { add(key, .int(Int64(value))) }
        mutating func encode(_ value: Int16, forKey key: Key) { add(key, .int(Int64(value))) }
        mutating func encode(_ value: Int32, forKey key: Key) { add(key, .int(Int64(value))) }
        mutating func encode(_ value: Int64, forKey key: Key) { add(key, .int(value)) }
        mutating func encode(_ value: UInt, forKey key: Key) { add(key, .uint(UInt64(value))) }
        mutating func encode(_ value: UInt8, forKey key: Key) { add(key, .uint(UInt64(value))) }
        mutating func encode(_ value: UInt16, forKey key: Key) { add(key, .uint(UInt64(value))) }
        mutating func encode(_ value: UInt32, forKey key: Key) { add(key, .uint(UInt64(value))) }
        mutating func encode(_ value: UInt64, forKey key: Key) { add(key, .uint(value)) }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            node.entries.append((key.stringValue, try BinaryCoder.encoded(value)))
        }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            let nested = KeyedNode()
            add(key, .keyed(nested))
            return KeyedEncodingContainer(KeyedWriter<NestedKey>(node: nested))
        }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            let nested = UnkeyedNode()
            add(key, .unkeyed(nested))
            return UnkeyedWriter(node: nested)
        }
        mutating func superEncoder() -> any Encoder {
            let box = Box()
            node.entries.append(("super", box))
            return TreeEncoder(box: box)
        }
        mutating func superEncoder(forKey key: Key) -> any Encoder {
            let box = Box()
            node.entries.append((key.stringValue, box))
            return TreeEncoder(box: box)
        }
    }

    private struct UnkeyedWriter: UnkeyedEncodingContainer {
        let node: UnkeyedNode
        var codingPath: [any CodingKey] { [] }
        var count: Int { node.elements.count }

        private func add(_ value: Node) {
            let box = Box()
            box.node = value
            node.elements.append(box)
        }

        mutating func encodeNil() { add(.null) }
        mutating func encode(_ value: Bool) { add(.bool(value)) }
        mutating func encode(_ value: String) { add(.string(value)) }
        mutating func encode(_ value: Double) { add(.double(value)) }
        mutating func encode(_ value: Int) { add(.int(Int64(value))) }
        mutating func encode(_ value: Int64) { add(.int(value)) }
        mutating func encode(_ value: UInt64) { add(.uint(value)) }
        mutating func encode<T: Encodable>(_ value: T) throws { node.elements.append(try BinaryCoder.encoded(value)) }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            let nested = KeyedNode()
            add(.keyed(nested))
            return KeyedEncodingContainer(KeyedWriter<NestedKey>(node: nested))
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            let nested = UnkeyedNode()
            add(.unkeyed(nested))
            return UnkeyedWriter(node: nested)
        }
        mutating func superEncoder() -> any Encoder {
            let box = Box()
            node.elements.append(box)
            return TreeEncoder(box: box)
        }
    }

    private struct SingleWriter: SingleValueEncodingContainer {
        let box: Box
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil() { box.node = .null }
        mutating func encode(_ value: Bool) { box.node = .bool(value) }
        mutating func encode(_ value: String) { box.node = .string(value) }
        mutating func encode(_ value: Double) { box.node = .double(value) }
        mutating func encode(_ value: Float) { box.node = .double(Double(value)) }
        mutating func encode(_ value: Int) { box.node = .int(Int64(value)) }
        mutating func encode(_ value: Int8) { box.node = .int(Int64(value)) }
        mutating func encode(_ value: Int16) { box.node = .int(Int64(value)) }
        mutating func encode(_ value: Int32) { box.node = .int(Int64(value)) }
        mutating func encode(_ value: Int64) { box.node = .int(value) }
        mutating func encode(_ value: UInt) { box.node = .uint(UInt64(value)) }
        mutating func encode(_ value: UInt8) { box.node = .uint(UInt64(value)) }
        mutating func encode(_ value: UInt16) { box.node = .uint(UInt64(value)) }
        mutating func encode(_ value: UInt32) { box.node = .uint(UInt64(value)) }
        mutating func encode(_ value: UInt64) { box.node = .uint(value) }
        mutating func encode<T: Encodable>(_ value: T) throws {
            box.node = try BinaryCoder.encoded(value).node
        }
    }

    // MARK: decoding

    fileprivate struct Reader {
        let buffer: UnsafeBufferPointer<UInt8>
        var position: Int

        mutating func byte() throws -> UInt8 {
            guard position < buffer.count else { throw Malformed() }
            defer { position += 1 }
            return buffer[position]
        }

        mutating func varint() throws -> Int {
            var value: UInt = 0, shift: UInt = 0
            while true {
                let next = try byte()
                guard shift < 63 else { throw Malformed() }
                value |= UInt(next & 0x7F) << shift
                if next < 0x80 { break }
                shift += 7
            }
            guard value <= UInt(Int.max) else { throw Malformed() }
            return Int(value)
        }

        mutating func fixed() throws -> UInt64 {
            guard position + 8 <= buffer.count else { throw Malformed() }
            var value: UInt64 = 0
            for offset in 0..<8 { value |= UInt64(buffer[position + offset]) << (8 * UInt64(offset)) }
            position += 8
            return value
        }

        /// The bytes of a length-prefixed run, as a range of the buffer.
        mutating func run() throws -> Range<Int> {
            let count = try varint()
            guard count <= buffer.count - position else { throw Malformed() }
            defer { position += count }
            return position..<(position + count)
        }

        func text(_ range: Range<Int>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: buffer[range]), as: UTF8.self)
        }

        /// Moves past one value, checking that its parts stay inside the buffer.
        mutating func skip() throws {
            guard let tag = Tag(rawValue: try byte()) else { throw Malformed() }
            switch tag {
            case .null, .no, .yes: return
            case .int, .uint, .double: _ = try fixed()
            case .string, .keyed, .unkeyed: _ = try run()
            }
        }
    }

    private struct TreeDecoder: Decoder {
        let buffer: UnsafeBufferPointer<UInt8>
        /// Where this value's tag is.
        let at: Int
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
            KeyedDecodingContainer(try KeyedReader<Key>(buffer: buffer, at: at))
        }
        func unkeyedContainer() throws -> any UnkeyedDecodingContainer { try UnkeyedReader(buffer: buffer, at: at) }
        func singleValueContainer() throws -> any SingleValueDecodingContainer { SingleReader(buffer: buffer, at: at) }
    }

    /// Reads the primitive whose tag is at `at`.
    fileprivate static func primitive<T>(_ type: T.Type, in buffer: UnsafeBufferPointer<UInt8>, at: Int) throws -> T? {
        var reader = Reader(buffer: buffer, position: at)
        guard let tag = Tag(rawValue: try reader.byte()) else { throw Malformed() }
        switch (tag, type) {
        case (.string, is String.Type): return reader.text(try reader.run()) as? T
        case (.no, is Bool.Type): return false as? T
        case (.yes, is Bool.Type): return true as? T
        case (.int, let integer as any FixedWidthInteger.Type):
            guard let value = integer.init(exactly: Int64(bitPattern: try reader.fixed())) else { throw Malformed() }
            return value as? T
        case (.uint, let integer as any FixedWidthInteger.Type):
            guard let value = integer.init(exactly: try reader.fixed()) else { throw Malformed() }
            return value as? T
        case (.double, is Double.Type): return Double(bitPattern: try reader.fixed()) as? T
        case (.double, is Float.Type): return Float(Double(bitPattern: try reader.fixed())) as? T
        // A primitive type under another tag: these types decode only from the tags above.
        case (_, is String.Type), (_, is Bool.Type), (_, is any FixedWidthInteger.Type), (_, is Double.Type), (_, is Float.Type):
            throw Malformed()
        default: return nil
        }
    }

    fileprivate static func decodeValue<T: Decodable>(_ type: T.Type, in buffer: UnsafeBufferPointer<UInt8>, at: Int) throws -> T {
        // A container is never a primitive: skip the type tests, which cost more than the value.
        if at < buffer.count, buffer[at] == Tag.keyed.rawValue || buffer[at] == Tag.unkeyed.rawValue {
            return try T(from: TreeDecoder(buffer: buffer, at: at))
        }
        if type == String.self, at < buffer.count, buffer[at] == Tag.string.rawValue {
            var reader = Reader(buffer: buffer, position: at + 1)
            return reader.text(try reader.run()) as! T
        }
        if let value = try primitive(type, in: buffer, at: at) { return value }
        return try T(from: TreeDecoder(buffer: buffer, at: at))
    }

    fileprivate static func isNull(in buffer: UnsafeBufferPointer<UInt8>, at: Int) -> Bool {
        at < buffer.count && buffer[at] == Tag.null.rawValue
    }

    private struct KeyedReader<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let buffer: UnsafeBufferPointer<UInt8>
        /// Each entry's key bytes and where its value's tag is.
        private let entries: [(key: Range<Int>, value: Int)]
        var codingPath: [any CodingKey] { [] }

        init(buffer: UnsafeBufferPointer<UInt8>, at: Int) throws {
            self.buffer = buffer
            var reader = Reader(buffer: buffer, position: at)
            guard try reader.byte() == Tag.keyed.rawValue else { throw Malformed() }
            let body = try reader.run()
            reader.position = body.lowerBound
            let count = try reader.varint()
            var entries: [(key: Range<Int>, value: Int)] = []
            entries.reserveCapacity(min(count, 64))
            for _ in 0..<count {
                let key = try reader.run()
                entries.append((key, reader.position))
                try reader.skip()
            }
            guard reader.position == body.upperBound else { throw Malformed() }
            self.entries = entries
        }

        private func find(_ key: Key) -> Int? {
            var wanted = key.stringValue
            return wanted.withUTF8 { name in
                entries.first { entry in
                    entry.key.count == name.count && memcmp(buffer.baseAddress! + entry.key.lowerBound, name.baseAddress!, name.count) == 0
                }?.value
            }
        }

        private func value(_ key: Key) throws -> Int {
            guard let at = find(key) else { throw DecodingError.keyNotFound(key, .init(codingPath: [], debugDescription: "no \(key.stringValue)")) }
            return at
        }

        var allKeys: [Key] {
            entries.compactMap { Key(stringValue: String(decoding: UnsafeBufferPointer(rebasing: buffer[$0.key]), as: UTF8.self)) }
        }
        func contains(_ key: Key) -> Bool { find(key) != nil }
        func decodeNil(forKey key: Key) throws -> Bool { BinaryCoder.isNull(in: buffer, at: try value(key)) }
        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            try BinaryCoder.decodeValue(type, in: buffer, at: try value(key))
        }
        func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
            guard let at = find(key), !BinaryCoder.isNull(in: buffer, at: at) else { return nil }
            return try BinaryCoder.decodeValue(type, in: buffer, at: at)
        }
        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
            KeyedDecodingContainer(try KeyedReader<NestedKey>(buffer: buffer, at: try value(key)))
        }
        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            try UnkeyedReader(buffer: buffer, at: try value(key))
        }
        func superDecoder() throws -> any Decoder {
            guard let at = entries.first(where: { String(decoding: UnsafeBufferPointer(rebasing: buffer[$0.key]), as: UTF8.self) == "super" })?.value
            else { throw Malformed() }
            return TreeDecoder(buffer: buffer, at: at)
        }
        func superDecoder(forKey key: Key) throws -> any Decoder { TreeDecoder(buffer: buffer, at: try value(key)) }
    }

    private struct UnkeyedReader: UnkeyedDecodingContainer {
        let buffer: UnsafeBufferPointer<UInt8>
        private var reader: Reader
        let count: Int?
        private(set) var currentIndex = 0
        var codingPath: [any CodingKey] { [] }
        var isAtEnd: Bool { currentIndex >= (count ?? 0) }

        init(buffer: UnsafeBufferPointer<UInt8>, at: Int) throws {
            self.buffer = buffer
            var reader = Reader(buffer: buffer, position: at)
            guard try reader.byte() == Tag.unkeyed.rawValue else { throw Malformed() }
            let body = try reader.run()
            reader.position = body.lowerBound
            count = try reader.varint()
            self.reader = reader
        }

        private mutating func next() throws -> Int {
            guard !isAtEnd else { throw Malformed() }
            let at = reader.position
            try reader.skip()
            currentIndex += 1
            return at
        }

        mutating func decodeNil() throws -> Bool {
            guard !isAtEnd, BinaryCoder.isNull(in: buffer, at: reader.position) else { return false }
            _ = try next()
            return true
        }
        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
            try BinaryCoder.decodeValue(type, in: buffer, at: try next())
        }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
            KeyedDecodingContainer(try KeyedReader<NestedKey>(buffer: buffer, at: try next()))
        }
        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            try UnkeyedReader(buffer: buffer, at: try next())
        }
        mutating func superDecoder() throws -> any Decoder { TreeDecoder(buffer: buffer, at: try next()) }
    }

    private struct SingleReader: SingleValueDecodingContainer {
        let buffer: UnsafeBufferPointer<UInt8>
        let at: Int
        var codingPath: [any CodingKey] { [] }

        func decodeNil() -> Bool { BinaryCoder.isNull(in: buffer, at: at) }
        func decode<T: Decodable>(_ type: T.Type) throws -> T { try BinaryCoder.decodeValue(type, in: buffer, at: at) }
    }
}
