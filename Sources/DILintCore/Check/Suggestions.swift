/// "Did you mean" candidates: registered keys close to a missing one.
enum Suggestions {
    static func closest(to key: String, among candidates: [String], limit: Int = 3) -> [String] {
        let lastName = key.split(separator: ".").last.map(String.init) ?? key
        let scored = Set(candidates).compactMap { candidate -> (Int, String)? in
            guard candidate != key else { return nil }
            let candidateLast = candidate.split(separator: ".").last.map(String.init) ?? candidate
            if candidateLast == lastName { return (0, candidate) }
            let allowed = max(1, min(lastName.count, candidateLast.count) / 3)
            // The distance is at least the difference in length: skip the quadratic work when that is too much.
            guard abs(lastName.count - candidateLast.count) <= allowed else { return nil }
            let distance = editDistance(lastName.lowercased(), candidateLast.lowercased())
            return distance <= allowed ? (distance, candidate) : nil
        }
        return scored.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.prefix(limit).map(\.1)
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
