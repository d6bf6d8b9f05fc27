/// "Did you mean" candidates: registered keys close to a missing one.
enum Suggestions {
    static func closest(to key: String, among candidates: [String], limit: Int = 3) -> [String] {
        Candidates(candidates).closest(to: key, limit: limit)
    }

    /// Keys prepared once (deduplicated, last name lowercased) for many lookups.
    struct Candidates {
        private let entries: [(key: String, lastName: String, length: Int)]

        init(_ keys: [String]) {
            entries = Set(keys).sorted().map { key in
                let lastName = Suggestions.lastName(of: key)
                return (key, lastName.lowercased(), lastName.count)
            }
        }

        func closest(to key: String, limit: Int = 3) -> [String] {
            let wanted = Suggestions.lastName(of: key)
            let wantedLower = wanted.lowercased()
            let wantedLength = wanted.count
            let scored = entries.compactMap { entry -> (Int, String)? in
                guard entry.key != key else { return nil }
                if entry.lastName == wantedLower, Suggestions.lastName(of: entry.key) == wanted { return (0, entry.key) }
                let allowed = max(1, min(wantedLength, entry.length) / 3)
                // The distance is at least the difference in length: skip the quadratic work when that is too much.
                guard abs(wantedLength - entry.length) <= allowed else { return nil }
                let distance = Suggestions.editDistance(wantedLower, entry.lastName)
                return distance <= allowed ? (distance, entry.key) : nil
            }
            return scored.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.prefix(limit).map(\.1)
        }
    }

    private static func lastName(of key: String) -> String {
        key.split(separator: ".").last.map(String.init) ?? key
    }

    /// Levenshtein distance over Unicode scalars.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
