/// Which fixes can be applied to which files, and the bytes that result: a pure function of the fixes
/// and the files' current bytes, so `--fix` and `--fix --dry-run` see the same outcome.
public enum FixApplication {
    public struct Outcome: Sendable {
        /// Files whose bytes change, with the bytes before and after, sorted by path.
        public var changed: [(file: String, before: [UInt8], after: [UInt8])]
        /// Fixes applied (identical fixes of several findings count once).
        public var applied: [Fix]
        /// Files left alone because their bytes are not the ones analysed (or could not be read), sorted.
        public var stale: [String]
        /// Fixes left out because they overlap one applied before them, or fall outside the file.
        public var conflicting: [Fix]
    }

    /// `read` returns a file's current bytes, nil when it cannot be read. Fixes are taken in the order
    /// given (report order); a fix is applied whole or not at all.
    public static func plan(_ fixes: [Fix], read: (String) -> [UInt8]?) -> Outcome {
        var current: [String: [UInt8]] = [:]
        var stale: Set<String> = []
        for file in Set(fixes.flatMap { $0.changes.map(\.file) }).sorted() {
            if let bytes = read(file) { current[file] = bytes } else { stale.insert(file) }
        }
        let hashes = current.mapValues(ContentHash.sha256)
        var applied: [Fix] = []
        var conflicting: [Fix] = []
        var taken: [String: [SourceSpan]] = [:]
        var seen: Set<[FileChange]> = []
        for fix in fixes where seen.insert(fix.changes).inserted {
            let matches = fix.changes.allSatisfy { !$0.sha256.isEmpty && hashes[$0.file] == $0.sha256 }
            if !matches {
                for change in fix.changes where hashes[change.file] != change.sha256 { stale.insert(change.file) }
                continue
            }
            let fits = fix.changes.allSatisfy { change in
                change.edits.allSatisfy { edit in
                    edit.span.startOffset >= 0 && edit.span.startOffset <= edit.span.endOffset
                        && edit.span.endOffset <= current[change.file]!.count
                        && !(taken[change.file] ?? []).contains { overlaps($0, edit.span) }
                } && !selfOverlapping(change.edits)
            }
            guard fits else { conflicting.append(fix); continue }
            for change in fix.changes { taken[change.file, default: []] += change.edits.map(\.span) }
            applied.append(fix)
        }
        var editsByFile: [String: [TextEdit]] = [:]
        for fix in applied {
            for change in fix.changes { editsByFile[change.file, default: []] += change.edits }
        }
        let changed = editsByFile.keys.sorted().map { file in
            (file: file, before: current[file]!, after: apply(editsByFile[file]!, to: current[file]!))
        }
        return Outcome(changed: changed, applied: applied, stale: stale.sorted(), conflicting: conflicting)
    }

    /// Applies non-overlapping edits back to front, so each edit's offsets still hold when it is made.
    public static func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        for edit in edits.sorted(by: { ($0.span.startOffset, $0.span.endOffset) > ($1.span.startOffset, $1.span.endOffset) }) {
            result.replaceSubrange(edit.span.startOffset..<edit.span.endOffset, with: Array(edit.replacement.utf8))
        }
        return result
    }

    /// Two spans conflict when they share a byte, or when both insert at the same point (their order
    /// would be a guess).
    static func overlaps(_ lhs: SourceSpan, _ rhs: SourceSpan) -> Bool {
        if lhs.startOffset == rhs.startOffset { return true }
        return lhs.startOffset < rhs.endOffset && rhs.startOffset < lhs.endOffset
    }

    private static func selfOverlapping(_ edits: [TextEdit]) -> Bool {
        for (position, edit) in edits.enumerated() where edits[..<position].contains(where: { overlaps($0.span, edit.span) }) {
            return true
        }
        return false
    }
}
