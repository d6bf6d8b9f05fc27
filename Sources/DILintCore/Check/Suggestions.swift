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
        }
        private let byLength: [Int: [Entry]]

        init(_ keys: [String]) {
            var byLength: [Int: [Entry]] = [:]
            for key in Set(keys) {
                let lastName = Suggestions.lastName(of: key)
                let lower = lastName.lowercased()
                let entry = Entry(key: key, lastName: lower, length: lastName.count, scalars: Array(lower.unicodeScalars))
                byLength[entry.length, default: []].append(entry)
            }
            self.byLength = byLength
        }

        func closest(to key: String, limit: Int = 3) -> [String] {
            let wanted = Suggestions.lastName(of: key)
            let wantedLower = wanted.lowercased()
            let wantedLength = wanted.count
            let wantedScalars = Array(wantedLower.unicodeScalars)
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
                for entry in bucket {
                    guard entry.key != key else { continue }
                    if entry.lastName == wantedLower, Suggestions.lastName(of: entry.key) == wanted {
                        scored.append((0, wantedLength, entry.key))
                        continue
                    }
                    // The edit distance is at least the difference in length: skip the quadratic work when that is too much.
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

    private static func lastName(of key: String) -> String {
        key.split(separator: ".").last.map(String.init) ?? key
    }

    static func sharedPrefixLength(_ a: String, _ b: String) -> Int {
        zip(a.unicodeScalars, b.unicodeScalars).prefix { $0 == $1 }.count
    }

    /// Edit distance over Unicode scalars where swapping two adjacent letters is one edit, as one slip
    /// of the fingers (`nmae` for `name`) is (optimal string alignment).
    static func editDistance(_ a: String, _ b: String) -> Int {
        editDistance(a, b, atMost: Int.max - 1)!
    }

    /// The edit distance when it is at most `limit`, else nil: a row whose every cell is over the limit
    /// ends the work, since no later row can come back under it (most candidates stop in a few rows).
    static func editDistance(_ a: String, _ b: String, atMost limit: Int) -> Int? {
        editDistance(Array(a.unicodeScalars), Array(b.unicodeScalars), atMost: limit)
    }

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
