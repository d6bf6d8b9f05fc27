/// A 128-bit digest of a value's `Codable` form, the same in every process (unlike `Hasher`), taken in
/// one walk that writes nothing: what `ReplayEvidence` compares facts by. Not cryptographic: it tells
/// an edited file's facts from the recorded ones, which nobody crafts to collide.
///
/// Every value is tagged with its kind and every key and string with its length, so different shapes
/// never feed the same words. A dictionary's entries come in its own order, which differs between equal
/// dictionaries: callers give dictionaries in a fixed order.
enum StableDigest {
    /// `value`'s `Codable` form, then what `more` feeds by hand (`FieldDigestible`).
    static func of(_ value: some Encodable, then more: (State) -> Void) -> String? {
        let state = State()
        do { try value.encode(to: DigestEncoder(state: state)) } catch { return nil }
        more(state)
        return state.hex
    }

    final class State {
        private var first: UInt64 = 0x6A09_E667_F3BC_C908
        private var second: UInt64 = 0xBB67_AE85_84CA_A73B

        func mix(_ word: UInt64) {
            first = (first ^ word) &* 0x9E37_79B9_7F4A_7C15
            first = (first << 29) | (first >> 35)
            second = (second &+ word) &* 0xC2B2_AE3D_27D4_EB4F
            second = ((second << 31) | (second >> 33)) ^ first
        }

        func mix(_ tag: Tag) { mix(UInt64(tag.rawValue)) }
        func mix(signed value: Int64) { mix(.int); mix(UInt64(bitPattern: value)) }
        func mix(unsigned value: UInt64) { mix(.uint); mix(value) }

        func mix(_ text: String) {
            var text = text
            text.withUTF8 { bytes in
                mix(UInt64(bytes.count) << 8 | UInt64(Tag.string.rawValue))
                let raw = UnsafeRawBufferPointer(bytes)
                var offset = 0
                while offset + 8 <= raw.count {
                    mix(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                    offset += 8
                }
                var last: UInt64 = 0
                for (shift, byte) in raw[offset...].enumerated() { last |= UInt64(byte) << (8 * UInt64(shift)) }
                mix(last)
            }
        }

        var hex: String {
            func finished(_ value: UInt64) -> UInt64 {
                var value = value
                value ^= value >> 33; value = value &* 0xFF51_AFD7_ED55_8CCD
                value ^= value >> 33; value = value &* 0xC4CE_B9FE_1A85_EC53
                return value ^ (value >> 33)
            }
            let high = String(finished(first ^ second), radix: 16), low = String(finished(second &+ first), radix: 16)
            return String(repeating: "0", count: 16 - high.count) + high + String(repeating: "0", count: 16 - low.count) + low
        }
    }

    enum Tag: UInt8 {
        case null = 1, no, yes, int, uint, double, string, keyed, unkeyed, key, element, single
    }

    private struct DigestEncoder: Encoder {
        let state: State
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            state.mix(.keyed)
            return KeyedEncodingContainer(Keyed<Key>(state: state))
        }
        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            state.mix(.unkeyed)
            return Unkeyed(state: state)
        }
        func singleValueContainer() -> any SingleValueEncodingContainer {
            state.mix(.single)
            return Single(state: state)
        }
    }

    // Every primitive has its own overload, so that synthesized `Codable` code reaches it without a
    // dynamic cast; generic values encode themselves (a `String` in an array through `Single`).

    private struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let state: State
        var codingPath: [any CodingKey] { [] }

        private func key(_ key: Key) {
            state.mix(.key)
            state.mix(key.stringValue)
        }
        mutating func encodeNil(forKey key: Key) { self.key(key); state.mix(.null) }
        mutating func encode(_ value: Bool, forKey key: Key) { self.key(key); state.mix(value ? .yes : .no) }
        mutating func encode(_ value: String, forKey key: Key) { self.key(key); state.mix(value) }
        mutating func encode(_ value: Double, forKey key: Key) { self.key(key); state.mix(.double); state.mix(value.bitPattern) }
        mutating func encode(_ value: Float, forKey key: Key) { self.key(key); state.mix(.double); state.mix(Double(value).bitPattern) }
        mutating func encode(_ value: Int, forKey key: Key) { self.key(key); state.mix(signed: Int64(value)) }
        mutating func encode(_ value: Int8, forKey key: Key) { self.key(key); state.mix(signed: Int64(value)) }
        mutating func encode(_ value: Int16, forKey key: Key) { self.key(key); state.mix(signed: Int64(value)) }
        mutating func encode(_ value: Int32, forKey key: Key) { self.key(key); state.mix(signed: Int64(value)) }
        mutating func encode(_ value: Int64, forKey key: Key) { self.key(key); state.mix(signed: value) }
        mutating func encode(_ value: UInt, forKey key: Key) { self.key(key); state.mix(unsigned: UInt64(value)) }
        mutating func encode(_ value: UInt8, forKey key: Key) { self.key(key); state.mix(unsigned: UInt64(value)) }
        mutating func encode(_ value: UInt16, forKey key: Key) { self.key(key); state.mix(unsigned: UInt64(value)) }
        mutating func encode(_ value: UInt32, forKey key: Key) { self.key(key); state.mix(unsigned: UInt64(value)) }
        mutating func encode(_ value: UInt64, forKey key: Key) { self.key(key); state.mix(unsigned: value) }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            self.key(key)
            try value.encode(to: DigestEncoder(state: state))
        }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            self.key(key)
            state.mix(.keyed)
            return KeyedEncodingContainer(Keyed<NestedKey>(state: state))
        }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            self.key(key)
            state.mix(.unkeyed)
            return Unkeyed(state: state)
        }
        mutating func superEncoder() -> any Encoder { state.mix(.key); return DigestEncoder(state: state) }
        mutating func superEncoder(forKey key: Key) -> any Encoder { self.key(key); return DigestEncoder(state: state) }
    }

    private struct Unkeyed: UnkeyedEncodingContainer {
        let state: State
        var codingPath: [any CodingKey] { [] }
        var count = 0

        private mutating func element() { count += 1; state.mix(.element) }
        mutating func encodeNil() { element(); state.mix(.null) }
        mutating func encode(_ value: Bool) { element(); state.mix(value ? .yes : .no) }
        mutating func encode(_ value: String) { element(); state.mix(value) }
        mutating func encode(_ value: Double) { element(); state.mix(.double); state.mix(value.bitPattern) }
        mutating func encode(_ value: Int) { element(); state.mix(signed: Int64(value)) }
        mutating func encode(_ value: Int64) { element(); state.mix(signed: value) }
        mutating func encode(_ value: UInt64) { element(); state.mix(unsigned: value) }
        mutating func encode<T: Encodable>(_ value: T) throws {
            element()
            try value.encode(to: DigestEncoder(state: state))
        }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            element()
            state.mix(.keyed)
            return KeyedEncodingContainer(Keyed<NestedKey>(state: state))
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            element()
            state.mix(.unkeyed)
            return Unkeyed(state: state)
        }
        mutating func superEncoder() -> any Encoder { element(); return DigestEncoder(state: state) }
    }

    private struct Single: SingleValueEncodingContainer {
        let state: State
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil() { state.mix(.null) }
        mutating func encode(_ value: Bool) { state.mix(value ? .yes : .no) }
        mutating func encode(_ value: String) { state.mix(value) }
        mutating func encode(_ value: Double) { state.mix(.double); state.mix(value.bitPattern) }
        mutating func encode(_ value: Float) { state.mix(.double); state.mix(Double(value).bitPattern) }
        mutating func encode(_ value: Int) { state.mix(signed: Int64(value)) }
        mutating func encode(_ value: Int8) { state.mix(signed: Int64(value)) }
        mutating func encode(_ value: Int16) { state.mix(signed: Int64(value)) }
        mutating func encode(_ value: Int32) { state.mix(signed: Int64(value)) }
        mutating func encode(_ value: Int64) { state.mix(signed: value) }
        mutating func encode(_ value: UInt) { state.mix(unsigned: UInt64(value)) }
        mutating func encode(_ value: UInt8) { state.mix(unsigned: UInt64(value)) }
        mutating func encode(_ value: UInt16) { state.mix(unsigned: UInt64(value)) }
        mutating func encode(_ value: UInt32) { state.mix(unsigned: UInt64(value)) }
        mutating func encode(_ value: UInt64) { state.mix(unsigned: value) }
        mutating func encode<T: Encodable>(_ value: T) throws { try value.encode(to: DigestEncoder(state: state)) }
    }
}

/// Many strings digested one by one (`StableDigest`), for callers outside this module: the run memo's
/// key takes the paths of a project this way instead of joining them into one text.
public final class StableStringDigest {
    private let state = StableDigest.State()

    public init() {}

    public func add(_ text: String) { state.mix(text) }

    /// 32 hex digits.
    public var hex: String { state.hex }
}
