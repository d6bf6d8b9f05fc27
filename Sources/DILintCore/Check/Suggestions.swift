/// "Did you mean" candidates: registered keys close to a missing one.
enum Suggestions {
    static func closest(to key: String, among candidates: [String], limit: Int = 3) -> [String] {
        Candidates(candidates).closest(to: key, limit: limit)
    }

    /// Keys prepared once (deduplicated, last name lowercased) for many lookups, by the length of their
    /// last name: a lookup reads only the lengths its allowed edits can reach.
    struct Candidates {
        private struct Entry {
            let key: String
            let lastName: String
            let length: Int
            let scalars: [Unicode.Scalar]
            let letters: LetterCounts?
        }
        /// The entries of one length, with their letter counts apart: the first test of every entry reads
        /// those plain values alone, and only an entry that passes it is copied (its strings retained).
        private struct Bucket {
            private(set) var entries: [Entry] = []
            private(set) var letters: [LetterCounts?] = []

            mutating func append(_ entry: Entry) {
                entries.append(entry)
                letters.append(entry.letters)
            }
        }
        private let byLength: [Int: Bucket]

        init(_ keys: [String]) {
            var byLength: [Int: Bucket] = [:]
            for key in Set(keys) {
                let lastName = Suggestions.lastName(of: key)
                let lower = lastName.lowercased()
                let scalars = Array(lower.unicodeScalars)
                let entry = Entry(key: key, lastName: lower, length: lastName.count, scalars: scalars, letters: LetterCounts(scalars))
                byLength[entry.length, default: Bucket()].append(entry)
            }
            self.byLength = byLength
        }

        func closest(to key: String, limit: Int = 3) -> [String] {
            let wanted = Suggestions.lastName(of: key)
            let wantedLower = wanted.lowercased()
            let wantedLength = wanted.count
            let wantedScalars = Array(wantedLower.unicodeScalars)
            let wantedLetters = LetterCounts(wantedScalars)
            // No name further in length than this is allowed that many edits (`allowed` below never exceeds it).
            let reach = max(1, wantedLength / 3)
            var scored: [(distance: Int, sharedPrefix: Int, key: String)] = []
            for length in max(0, wantedLength - reach)...(wantedLength + reach) {
                guard let bucket = byLength[length] else { continue }
                // One edit turns any one- or two-letter name into another: only a case difference is a likely typo there.
                let shorter = min(wantedLength, length)
                let allowed = shorter < 3 ? 0 : max(1, shorter / 3)
                // A name this much longer or shorter is too far, and cannot be the same name either (that has
                // the same length): the whole bucket is passed over, as each of its entries would be below.
                guard abs(wantedLength - length) <= allowed else { continue }
                for index in bucket.entries.indices {
                    // The edit distance is at least the number of letters one name has and the other lacks: most
                    // names differ in too many. The same name in another case has the same letters, so passes.
                    if let wantedLetters, let letters = bucket.letters[index], wantedLetters.editsAtLeast(to: letters, over: allowed) > allowed { continue }
                    let entry = bucket.entries[index]
                    guard entry.key != key else { continue }
                    if entry.lastName == wantedLower, Suggestions.lastName(of: entry.key) == wanted {
                        scored.append((0, wantedLength, entry.key))
                        continue
                    }
                    // So is the difference in length: skip the quadratic work when that is too much.
                    guard abs(wantedLength - entry.length) <= allowed else { continue }
                    guard let distance = Suggestions.editDistance(wantedScalars, entry.scalars, atMost: allowed) else { continue }
                    scored.append((distance, Suggestions.sharedPrefixLength(wantedLower, entry.lastName), entry.key))
                }
            }
            // Among equally distant keys, a typo late in the name is likelier than one in its first letters;
            // keys are distinct, so the order is total whatever order the lengths were read in.
            return scored.sorted { ($0.distance, -$0.sharedPrefix, $0.key) < ($1.distance, -$1.sharedPrefix, $1.key) }
                .prefix(limit).map(\.key)
        }
    }

    /// How often each letter occurs in a name, letters sharing a bucket when their scalar values agree in
    /// the low five bits: merging letters only lowers the count of differences, so it stays a lower bound
    /// of the edit distance (a transposition changes no count; any other edit changes one on each side).
    struct LetterCounts {
        /// The 32 counts, a byte each, eight to a word: compared eight at a time in plain integer operations
        /// (`SIMD32<UInt8>`'s pointwise minimum compiled to a loop over the 32 lanes through memory).
        private let words: (UInt64, UInt64, UInt64, UInt64)
        /// The buckets that occur at all: each one a name has and the other lacks is one edit at least,
        /// a bound found with two bit counts before the counts are compared.
        private let present: UInt32
        /// The counts' sum: the name's length in scalars.
        private let total: Int

        /// nil for a name too long to count this way (a bucket of 128 or more, which no real name has).
        init?(_ scalars: [Unicode.Scalar]) {
            guard scalars.count < 256 else { return nil }
            var counts = [UInt8](repeating: 0, count: 32)
            var present: UInt32 = 0
            for scalar in scalars {
                counts[Int(scalar.value & 31)] &+= 1
                present |= 1 << (scalar.value & 31)
            }
            guard counts.allSatisfy({ $0 < 128 }) else { return nil }
            func word(_ index: Int) -> UInt64 {
                (0..<8).reduce(0) { $0 | UInt64(counts[index * 8 + $1]) << (8 * $1) }
            }
            words = (word(0), word(1), word(2), word(3))
            self.present = present
            total = scalars.count
        }

        /// A lower bound of the edit distance between the two names counted, or any number over `limit`
        /// once the cheaper bound passes it: the larger of the letters this name has beyond the other's
        /// and the other's beyond this one's. The second is the first plus the difference in length (what
        /// both share is the same on each side).
        func editsAtLeast(to other: LetterCounts, over limit: Int) -> Int {
            let presence = max((present & ~other.present).nonzeroBitCount, (other.present & ~present).nonzeroBitCount)
            if presence > limit { return presence }
            let beyond = Self.beyond(words.0, other.words.0) + Self.beyond(words.1, other.words.1)
                + Self.beyond(words.2, other.words.2) + Self.beyond(words.3, other.words.3)
            return max(beyond, other.total - total + beyond)
        }

        /// The sum over the eight bytes of `max(a − b, 0)`, each byte below 128: `(a | 0x80) − b` takes no
        /// borrow from its neighbour and keeps its top bit exactly where `a ≥ b`, the low seven bits then `a − b`.
        @inline(__always) private static func beyond(_ a: UInt64, _ b: UInt64) -> Int {
            let tops: UInt64 = 0x8080_8080_8080_8080
            let differences = (a | tops) &- b
            let kept = ((differences & tops) >> 7) &* 0xFF
            let positive = differences & ~tops & kept
            let pairs = (positive & 0x00FF_00FF_00FF_00FF) &+ ((positive >> 8) & 0x00FF_00FF_00FF_00FF)
            return Int((pairs &* 0x0001_0001_0001_0001) >> 48)
        }
    }

    private static func lastName(of key: String) -> String {
        key.split(separator: ".").last.map(String.init) ?? key
    }

    static func sharedPrefixLength(_ a: String, _ b: String) -> Int {
        zip(a.unicodeScalars, b.unicodeScalars).prefix { $0 == $1 }.count
    }

    /// Edit distance over Unicode scalars where swapping two adjacent letters is one edit, as one slip
    /// of the fingers (`nmae` for `name`) is (optimal string alignment), when it is at most `limit`, else
    /// nil: a row whose every cell is over the limit ends the work, since no later row can come back
    /// under it (most candidates stop in a few rows).
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], atMost limit: Int) -> Int? {
        if a.isEmpty { return b.count <= limit ? b.count : nil }
        if b.isEmpty { return a.count <= limit ? a.count : nil }
        var beforePrevious = Array(repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            // A transposition reaches back two rows, so both must be over the limit.
            if current.min()! > limit, previous.min()! > limit { return nil }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }
}
