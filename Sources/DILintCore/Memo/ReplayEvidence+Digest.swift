import Foundation

/// The digests that stand for a parsed file's facts in the evidence: the same digest means the same
/// facts in the same place, so the same report.
extension ReplayEvidence {
    /// The evidence with its facts' digests, taken on all threads but one beside what the caller does
    /// meanwhile (Link and Check use every thread too, but the digest takes less time than Link, so the
    /// two share the cores only briefly). Calling the result waits for it.
    func digestingFacts(_ facts: [FileFacts], files: [SourceFile], threads: Int) -> () -> ReplayEvidence {
        let digest: @Sendable () -> ReplayEvidence = { [self] in
            var evidence = self
            evidence.digestFacts(facts, files: files, threads: max(1, threads - 1))
            return evidence
        }
        if threads == 1 { let done = digest(); return { done } }
        return LargeStackWorkers.started(digest)
    }

    /// The digests of the parsed files' facts, as placed in the project (`files`: the analysed files, by
    /// display path). A file whose facts do not encode is never judged.
    mutating func digestFacts(_ facts: [FileFacts], files: [SourceFile], threads: Int) {
        let absolute = Dictionary(files.map { ($0.displayPath, $0.absolutePath) }, uniquingKeysWith: { first, _ in first })
        let digests = LargeStackWorkers.map(facts.count, threads: threads) { Self.digest(facts[$0]) }
        for (placed, digest) in zip(facts, digests) {
            guard let path = absolute[placed.path], case .parsed(_, let firstRound, let namesShank, let spelled) = self.files[path] else { continue }
            self.files[path] = digest.map { .parsed(digest: $0, firstRound: firstRound, namesShank: namesShank, spelled: spelled) } ?? .opaque
        }
        // A parsed file left without a digest (its facts were not placed) is never judged.
        for (path, file) in self.files {
            if case .parsed(let digest, _, _, _) = file, digest.isEmpty { self.files[path] = .opaque }
        }
    }

    /// The hash of the file's bytes is left out: it reaches the report only through the fixes that edit
    /// the file, and the files those fixes edit are never judged (`excludingFilesEdited(by:files:)`).
    /// Frameworks go one by one in a fixed order: a dictionary's order differs between equal dictionaries.
    /// The declarations and enclosing declarations, most of the facts, are fed field by field
    /// (`FieldDigestible`); the rest goes through its `Codable` form.
    static func digest(_ facts: FileFacts) -> String? {
        var rest = facts.placed
        rest.contentHash = nil
        rest.frameworks = [:]
        rest.declarations = Declarations()
        rest.enclosingDeclarations = []
        let frameworks = facts.placed.frameworks.sorted(by: { $0.key < $1.key })
        return StableDigest.of(Digested(path: facts.path, codeClass: facts.codeClass, rest: rest,
                                        frameworks: frameworks.map(\.key), frameworkFacts: frameworks.map(\.value))) { state in
            facts.placed.declarations.digest(into: state)
            state.mix(facts.placed.enclosingDeclarations)
        }
    }

    private struct Digested: Encodable {
        var path: String
        var codeClass: CodeClass
        var rest: ExtractedFacts
        var frameworks: [Framework]
        var frameworkFacts: [FrameworkFacts]
    }

    /// A fix in the report carries the hash of each file it edits, which any change alters.
    func excludingFilesEdited(by diagnostics: [Diagnostic], files: [SourceFile]) -> ReplayEvidence {
        let edited = Set(diagnostics.flatMap(\.fixes).flatMap(\.changes).map(\.file))
        guard !edited.isEmpty else { return self }
        var evidence = self
        for file in files where edited.contains(file.displayPath) { evidence.files[file.absolutePath] = .opaque }
        return evidence
    }
}
