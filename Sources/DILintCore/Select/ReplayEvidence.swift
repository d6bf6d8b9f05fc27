import Foundation

/// What a run keeps so that a later run can tell whether files changed since cannot change its report
/// (the CLI's run memo then prints the recorded output). A file's change cannot when the run would read it
/// the same way:
/// - a parsed file gives facts with the same digest, phase one judges it the same, and (when a later
///   round picked it) it spells the same needed names: every round then goes as it went;
/// - a file left unparsed is still left out: no phase-one marker, no Shank module, no needed name;
/// - whether the file names InjectGrail's module or an injector is as it was (so the run reads
///   InjectGrail or not, as it did);
/// - files the vocabulary is learnt from, vendored files, and files that could not be read or were
///   skipped are never judged: any change to them is a new run.
///
/// The reasoning needs no claim about what Link or Check do with facts: the same facts in the same
/// files make the same report. The facts' digests and the stored form are the memo's (`Memo/`).
public struct ReplayEvidence: Sendable, Equatable {
    enum File: Sendable, Equatable {
        case parsed(digest: String, firstRound: Bool, namesShank: Bool, spelled: String)
        case unparsed
        case opaque
    }

    /// By absolute path: every analysed file and every vendored file the run read.
    var files: [String: File]
    var fullParse: Bool
    var shankInUse: Bool
    /// `ExtractionVocabulary.readsInjectGrail` of the run, and the analysed files that made it true.
    var readsInjectGrail: Bool
    var injectGrailMentions: Set<String>
    var neededNames: [String]
    /// The sources the vocabulary comes from (they are opaque), read again to extract a changed file
    /// with the vocabulary the run used.
    var vocabularySources: [String]
    var vendored: [String]

    /// A file mentioning one of these can change the vocabulary, so every other file's facts.
    static let vocabularyNeedles = ShankCopies.builderAttributes + ShankCopies.partMarkers + [ExportedImports.marker, PackageTargets.marker]

    init(sources: [ReadSource], vendored: [ReadSource], outcomes: [ParallelExtraction.Outcome],
         trace: TwoPhaseExtraction.Trace?, vocabulary: ExtractionVocabulary, threads: Int) {
        let wanted = IdentifierTokens.Wanted(Set(trace?.neededNames ?? []))
        let judged = LargeStackWorkers.map(sources.count, threads: threads) { position -> (vocabulary: Bool, injectGrail: Bool, file: File) in
            let source = sources[position]
            let injectGrail = InjectGrailVocabulary.isMentioned(in: source)
            let (vocabulary, file) = Self.judge(source, outcome: outcomes[position], position: position, trace: trace, wanted: wanted)
            return (vocabulary, injectGrail, file)
        }
        var files: [String: File] = [:]
        for (source, entry) in zip(sources, judged) { files[source.file.absolutePath] = entry.file }
        for source in vendored { files[source.file.absolutePath] = .opaque }
        self.files = files
        fullParse = trace == nil
        shankInUse = trace?.shankInUse ?? false
        readsInjectGrail = vocabulary.readsInjectGrail
        injectGrailMentions = Set(zip(sources, judged).filter { $0.1.injectGrail }.map { $0.0.file.absolutePath })
        neededNames = (trace?.neededNames ?? []).sorted()
        vocabularySources = zip(sources, judged).filter { $0.1.vocabulary }.map { $0.0.file.absolutePath }
        self.vendored = vendored.map(\.file.absolutePath)
    }

    private static func judge(_ source: ReadSource, outcome: ParallelExtraction.Outcome, position: Int,
                              trace: TwoPhaseExtraction.Trace?, wanted: IdentifierTokens.Wanted) -> (vocabulary: Bool, file: File) {
        guard case .success(let bytes) = source.bytes else { return (false, .opaque) }
        if Self.vocabularyNeedles.contains(where: { ByteSearch.contains(bytes, $0) }) { return (true, .opaque) }
        switch outcome {
        case .facts, .placed:
            // The digest comes later (`digestFacts`), from the placed facts, beside Link and Check.
            let firstRound = trace?.firstRound[position] ?? true
            let spelled = firstRound ? "" : Self.digest(spelling: IdentifierTokens.spelled(bytes, among: wanted))
            return (false, .parsed(digest: "", firstRound: firstRound, namesShank: trace?.namesShank[position] ?? false,
                                   spelled: spelled))
        case .unneeded:
            return (false, trace?.namesShank[position] == false ? .unparsed : .opaque)
        case .unread:
            return (false, .opaque)
        }
    }

    /// Whether the report this evidence was recorded with still holds after `changed` (files among
    /// `discovered`, the run's discovery) changed. Reads only the changed files and the vocabulary's.
    public func reportHolds(afterChanging changed: [SourceFile], discovered: [SourceFile], policy: LintPolicy,
                            provider: any SourceProvider) -> Bool {
        guard changed.allSatisfy({ files[$0.absolutePath].map { $0 != .opaque } ?? false }) else { return false }
        let byPath = Dictionary(discovered.map { ($0.absolutePath, $0) }, uniquingKeysWith: { first, _ in first })
        let vocabularyFiles = vocabularySources.compactMap { byPath[$0] }, vendoredFiles = vendored.compactMap { byPath[$0] }
        guard vocabularyFiles.count == vocabularySources.count, vendoredFiles.count == vendored.count else { return false }
        var vocabulary = ProjectVocabulary(sources: ReadSources.read(vocabularyFiles, from: provider),
                                           vendored: ReadSources.read(vendoredFiles, from: provider), policy: policy).vocabulary
        // Learnt from every file; the changed files are held to what they said of it below.
        vocabulary.readsInjectGrail = readsInjectGrail
        let markers = DIFileMarkers(vocabulary: vocabulary)
        let wanted = IdentifierTokens.Wanted(Set(neededNames))
        return ReadSources.read(changed, from: provider).allSatisfy { source in
            guard case .success(let bytes) = source.bytes,
                  !Self.vocabularyNeedles.contains(where: { ByteSearch.contains(bytes, $0) }),
                  InjectGrailVocabulary.isMentioned(in: source) == injectGrailMentions.contains(source.file.absolutePath) else { return false }
            let phaseOne = markers.firstRound(of: source, shankInUse: shankInUse)
            switch files[source.file.absolutePath] {
            case .unparsed:
                return !fullParse && !phaseOne.parse && !phaseOne.namesShank && !IdentifierTokens.spell(bytes, anyOf: wanted)
            case .parsed(let digest, let firstRound, let namesShank, let spelled):
                if !fullParse {
                    guard phaseOne.parse == firstRound, phaseOne.namesShank == namesShank else { return false }
                    if !firstRound && Self.digest(spelling: IdentifierTokens.spelled(bytes, among: wanted)) != spelled { return false }
                }
                // Held to the standard budget: a file past it is judged changed, and the run that follows says why.
                guard case .facts(let facts)? = ParallelExtraction.run([source], vocabulary: vocabulary, threads: 1).first else { return false }
                return Self.digest(FileFacts(path: source.file.displayPath, codeClass: source.file.codeClass, placing: facts)) == digest
            case .opaque, nil:
                return false
            }
        }
    }

    private static func digest(spelling names: Set<String>) -> String {
        String(ContentHash.sha256(Array(names.sorted().joined(separator: "\n").utf8)).prefix(32))
    }
}
