#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds a byte string in a file's bytes without decoding them.
enum ByteSearch {
    /// Jumps with the C library's `memchr` (vectorised) to each place the needle's rarest byte occurs and
    /// compares there: phase one of two-phase extraction searches every byte of a large project for a
    /// dozen words, and a byte-by-byte loop was the bulk of its time.
    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        contains(haystack, Needle(needle))
    }

    /// A word to search for, with its rarest byte chosen once.
    struct Needle: Sendable {
        let bytes: [UInt8]
        let pivot: Int
        init(_ bytes: [UInt8]) {
            self.bytes = bytes
            pivot = ByteSearch.pivotIndex(of: bytes)
        }
        init(_ text: String) { self.init(Array(text.utf8)) }
    }

    static func contains(_ haystack: [UInt8], _ wanted: Needle) -> Bool {
        let needle = wanted.bytes, pivot = wanted.pivot
        guard !needle.isEmpty, haystack.count >= needle.count else { return false }
        let pivotByte = Int32(needle[pivot])
        return haystack.withUnsafeBufferPointer { hay in
            needle.withUnsafeBufferPointer { wanted in
                guard let base = hay.baseAddress else { return false }
                // The pivot byte of a match lies in [pivot, count - (needle.count - pivot)].
                var position = pivot
                let lastPosition = hay.count - needle.count + pivot
                while position <= lastPosition {
                    guard let found = memchr(base + position, pivotByte, lastPosition - position + 1) else { return false }
                    let at = UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - base
                    if memcmp(base + (at - pivot), wanted.baseAddress!, wanted.count) == 0 { return true }
                    position = at + 1
                }
                return false
            }
        }
    }

    /// The byte of `needle` least likely in Swift source, so `memchr` stops as seldom as possible.
    static func pivotIndex(of needle: [UInt8]) -> Int {
        needle.indices.min { commonness(needle[$0]) < commonness(needle[$1]) } ?? 0
    }

    private static func commonness(_ byte: UInt8) -> Int {
        if " \n\tetaoinsrlcdu".utf8.contains(byte) { return 10 }
        if "jqzxkJQZXK".utf8.contains(byte) { return 1 }
        if (0x61...0x7A).contains(byte) { return 5 }
        if (0x41...0x5A).contains(byte) { return 2 }
        return 6
    }
}
