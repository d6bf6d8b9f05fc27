import Foundation

/// Findings a team has accepted for now: hidden from the report so that only new ones fail the gate.
/// Stored as fingerprints with counts (never line numbers), sorted, so moved code keeps matching and the
/// file diffs cleanly.
public struct Baseline: Sendable, Equatable {
    public static let formatVersion = 1

    public struct Entry: Sendable, Equatable {
        public var fingerprint: Fingerprint
        public var count: Int
    }

    public var entries: [Entry]

    public init(_ diagnostics: [Diagnostic]) {
        var counts: [Fingerprint: Int] = [:]
        for diagnostic in diagnostics { counts[Fingerprint(diagnostic), default: 0] += 1 }
        entries = counts.keys.sorted().map { Entry(fingerprint: $0, count: counts[$0]!) }
    }

    public struct Problem: Error, Equatable {
        public var message: String
    }

    /// Reads a baseline written by `--write-baseline`; anything else is a problem with a one-line message.
    public init(json data: Data) throws {
        let file: Document
        do {
            file = try JSONDocument.decode(Document.self, from: data)
        } catch {
            throw Problem(message: "not a dilint baseline (expected {\"version\": 1, \"findings\": [...]})")
        }
        guard file.version == Self.formatVersion else {
            throw Problem(message: "baseline version \(file.version) is not supported (expected \(Self.formatVersion))")
        }
        entries = file.findings.map { finding in
            Entry(fingerprint: Fingerprint(rule: finding.rule, framework: finding.framework, type: finding.type,
                                           context: finding.context, file: finding.file),
                  count: max(1, finding.count ?? 1))
        }
    }

    public func rendered() -> String {
        JSONDocument.encode(Document(version: Self.formatVersion, findings: entries.map { entry in
            Document.Finding(rule: entry.fingerprint.rule, framework: entry.fingerprint.framework, type: entry.fingerprint.type,
                             context: entry.fingerprint.context, file: entry.fingerprint.file, count: entry.count)
        }))
    }

    /// The file `--write-baseline` writes and `--baseline` reads.
    struct Document: Codable, Equatable {
        var version: Int
        var findings: [Finding]

        struct Finding: Codable, Equatable {
            var rule: String
            var framework: String?
            var type: String?
            var context: String?
            var file: String?
            /// Always written; a hand-written entry without one counts once.
            var count: Int?
        }
    }

    /// Splits a run's findings into new and known; entries no finding matches any more are stale.
    public func compare(_ diagnostics: [Diagnostic]) -> Comparison {
        var remaining: [Fingerprint: Int] = [:]
        for entry in entries { remaining[entry.fingerprint, default: 0] += entry.count }
        var comparison = Comparison()
        for diagnostic in diagnostics {
            let fingerprint = Fingerprint(diagnostic)
            if let left = remaining[fingerprint], left > 0 {
                remaining[fingerprint] = left - 1
                comparison.known.append(diagnostic)
            } else {
                comparison.new.append(diagnostic)
            }
        }
        comparison.stale = remaining.keys.sorted().compactMap { fingerprint in
            let left = remaining[fingerprint]!
            return left > 0 ? Entry(fingerprint: fingerprint, count: left) : nil
        }
        return comparison
    }

    public struct Comparison: Sendable, Equatable {
        public var new: [Diagnostic] = []
        public var known: [Diagnostic] = []
        /// Accepted findings that are gone: fixed, so the baseline can shrink.
        public var stale: [Entry] = []
        public var fixedCount: Int { stale.reduce(0) { $0 + $1.count } }

        public var summaryLine: String {
            "dilint: baseline: \(new.count) new, \(known.count) known, \(fixedCount) fixed"
        }
    }
}

extension Baseline.Entry {
    /// One line naming what the stale entry was about.
    public var description: String {
        var parts = [fingerprint.rule]
        if let framework = fingerprint.framework { parts.append("(\(framework))") }
        if let type = fingerprint.type { parts.append("'\(type)'") }
        if let context = fingerprint.context { parts.append("in \(context)") }
        if let file = fingerprint.file { parts.append("in \(file)") }
        if count > 1 { parts.append("×\(count)") }
        return parts.joined(separator: " ")
    }
}
