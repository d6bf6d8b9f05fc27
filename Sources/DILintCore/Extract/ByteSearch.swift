/// Finds a byte string in a file's bytes without decoding them.
enum ByteSearch {
    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty, haystack.count >= needle.count else { return false }
        return haystack.withUnsafeBufferPointer { hay in
            let last = hay.count - needle.count
            var start = 0
            while start <= last, let candidate = hay[start...last].firstIndex(of: needle[0]) {
                if hay[candidate..<(candidate + needle.count)].elementsEqual(needle) { return true }
                start = candidate + 1
            }
            return false
        }
    }
}
