/// The identifiers a file's bytes spell anywhere (code, comments, strings), without a parse: what phase
/// two of `TwoPhaseExtraction` matches type names against. Over-inclusive on purpose: a name in a comment
/// costs one parse, never a finding.
enum IdentifierTokens {
    /// Names to look for, hashed once, so that a file is searched without a string made per identifier.
    struct Wanted {
        let names: Set<String>
        private let hashes: Set<UInt64>

        init(_ names: Set<String>) {
            self.names = names
            hashes = Set(names.map { IdentifierTokens.hash(Array($0.utf8)[...]) })
        }

        func matches(_ token: ArraySlice<UInt8>, hash: UInt64) -> Bool {
            hashes.contains(hash) && names.contains(String(decoding: token, as: UTF8.self))
        }
    }

    /// Whether the bytes spell one of `wanted` as a whole identifier; stops at the first.
    static func spell(_ bytes: [UInt8], anyOf wanted: Wanted) -> Bool {
        var found = false
        forEach(in: bytes) { token, hash in
            found = wanted.matches(token, hash: hash)
            return found
        }
        return found
    }

    /// Every one of `wanted` the bytes spell as a whole identifier.
    static func spelled(_ bytes: [UInt8], among wanted: Wanted) -> Set<String> {
        var found = Set<String>()
        forEach(in: bytes) { token, hash in
            if wanted.matches(token, hash: hash) { found.insert(String(decoding: token, as: UTF8.self)) }
            return false
        }
        return found
    }

    /// Calls `body` with each identifier and its hash until it returns true.
    private static func forEach(in bytes: [UInt8], _ body: (ArraySlice<UInt8>, UInt64) -> Bool) {
        var start: Int? = nil
        var hash: UInt64 = offsetBasis
        for position in 0...bytes.count {
            let byte: UInt8 = position < bytes.count ? bytes[position] : 0x20
            if isIdentifierByte(byte) {
                if start == nil { start = position; hash = offsetBasis }
                hash = (hash ^ UInt64(byte)) &* prime
            } else if let first = start {
                start = nil
                // A leading digit is a number (`12`, `0x1F`), not a name.
                if !(0x30...0x39).contains(bytes[first]), body(bytes[first..<position], hash) { return }
            }
        }
    }

    /// FNV-1a, 64 bits: what `Wanted` and the scan agree on.
    private static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325, prime: UInt64 = 0x100_0000_01b3

    private static func hash(_ token: ArraySlice<UInt8>) -> UInt64 {
        token.reduce(offsetBasis) { ($0 ^ UInt64($1)) &* prime }
    }

    /// ASCII letters, digits and `_`, and every non-ASCII byte (Swift names may be Unicode).
    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F || byte >= 0x80
    }
}
