/// Fills in the hash of the bytes each fix was computed from. Rules see only the graph; the pipeline,
/// which read the files, knows their hashes. A fix touching a file without one is dropped: it could
/// not be checked against the file before editing it.
enum FixStamp {
    static func stamped(_ diagnostics: [Diagnostic], files: [FileFacts]) -> [Diagnostic] {
        guard diagnostics.contains(where: { !$0.fixes.isEmpty }) else { return diagnostics }
        let hashes = Dictionary(files.compactMap { file in file.contentHash.map { (file.path, $0) } }, uniquingKeysWith: { first, _ in first })
        return diagnostics.map { diagnostic in
            guard !diagnostic.fixes.isEmpty else { return diagnostic }
            var stamped = diagnostic
            stamped.fixes = diagnostic.fixes.compactMap { fix in
                var fix = fix
                for index in fix.changes.indices {
                    guard let hash = hashes[fix.changes[index].file] else { return nil }
                    fix.changes[index].sha256 = hash
                }
                return fix
            }
            return stamped
        }
    }
}
