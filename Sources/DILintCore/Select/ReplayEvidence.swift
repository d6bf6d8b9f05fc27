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
/// files make the same report.
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
    static let vocabularyNeedles = ShankCopies.builderAttributes + ShankCopies.partMarkers + [ExportedImports.marker]

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
        case .skipped, .unreadable:
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
                guard case .facts(let facts) = ParallelExtraction.extract(source, vocabulary: vocabulary) else { return false }
                return Self.digest(FileFacts(path: source.file.displayPath, codeClass: source.file.codeClass, placing: facts)) == digest
            case .opaque, nil:
                return false
            }
        }
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
    /// the file, and the files those fixes edit are never judged (`excludeFilesEdited(by:files:)`).
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
    mutating func excludeFilesEdited(by diagnostics: [Diagnostic], files: [SourceFile]) {
        let edited = Set(diagnostics.flatMap(\.fixes).flatMap(\.changes).map(\.file))
        guard !edited.isEmpty else { return }
        for file in files where edited.contains(file.displayPath) { self.files[file.absolutePath] = .opaque }
    }

    private static func digest(spelling names: Set<String>) -> String {
        String(ContentHash.sha256(Array(names.sorted().joined(separator: "\n").utf8)).prefix(32))
    }
}

extension ReplayEvidence {
    private static let format = "dilint-evidence 2"

    /// One line per fact: paths come last and may hold spaces, never a line break (such a run is not
    /// recorded: `text` is nil).
    public var text: String? {
        var lines = [Self.format, "mode \(fullParse ? "full" : "two-phase") shank \(shankInUse ? 1 : 0) injectgrail \(readsInjectGrail ? 1 : 0)"]
        lines += neededNames.map { "N \($0)" }
        lines += injectGrailMentions.sorted().map { "I \($0)" }
        lines += vocabularySources.map { "V \($0)" } + vendored.map { "W \($0)" }
        for (path, file) in files.sorted(by: { $0.key < $1.key }) {
            switch file {
            case .parsed(let digest, let firstRound, let namesShank, let spelled):
                lines.append("P \(digest) \(firstRound ? 1 : 0)\(namesShank ? 1 : 0) \(spelled.isEmpty ? "-" : spelled) \(path)")
            case .unparsed: lines.append("U \(path)")
            case .opaque: lines.append("O \(path)")
            }
        }
        guard !lines.contains(where: { $0.contains("\n") }) else { return nil }
        return lines.joined(separator: "\n") + "\n"
    }

    public init?(text: Substring) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first == Self.format[...], lines.count >= 2 else { return nil }
        let mode = lines[1].split(separator: " ")
        guard mode.count == 6, mode[0] == "mode", mode[2] == "shank", mode[4] == "injectgrail" else { return nil }
        fullParse = mode[1] == "full"
        shankInUse = mode[3] == "1"
        readsInjectGrail = mode[5] == "1"
        lines.removeFirst(2)
        if lines.last == "" { lines.removeLast() }
        files = [:]; neededNames = []; vocabularySources = []; vendored = []; injectGrailMentions = []
        for line in lines {
            let (kind, rest) = (line.prefix(2), String(line.dropFirst(2)))
            switch kind {
            case "N ": neededNames.append(rest)
            case "I ": injectGrailMentions.insert(rest)
            case "V ": vocabularySources.append(rest); files[rest] = .opaque
            case "W ": vendored.append(rest)
            case "U ": files[rest] = .unparsed
            case "O ": files[rest] = .opaque
            case "P ":
                let fields = rest.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: false)
                guard fields.count == 4, fields[1].count == 2 else { return nil }
                let bits = Array(fields[1])
                files[String(fields[3])] = .parsed(digest: String(fields[0]), firstRound: bits[0] == "1", namesShank: bits[1] == "1",
                                                   spelled: fields[2] == "-" ? "" : String(fields[2]))
            default: return nil
            }
        }
    }
}
