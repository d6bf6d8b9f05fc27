/// Extracts only the files the report can depend on (DESIGN.md, Extract): first the files that can hold
/// DI code (`DIFileMarkers`), then, round after round, the files whose bytes spell a name the facts so far
/// mention (`MentionedNames`), until a round adds no name. The other files cannot change what Link sees:
/// they declare nothing a fact names, and hold no DI code. They are never parsed; Linter still counts them.
///
/// Every round is a parallel extraction, and the set of files parsed depends only on the bytes, so the
/// outcome is the same for any thread count and equals `--full-parse` on the files that matter.
enum TwoPhaseExtraction {
    static func run(_ sources: [ReadSource], vocabulary: ExtractionVocabulary, threads: Int,
                    extract: ([ReadSource]) -> [ParallelExtraction.Outcome]) -> [ParallelExtraction.Outcome] {
        var outcomes = [ParallelExtraction.Outcome?](repeating: nil, count: sources.count)
        let markers = DIFileMarkers(vocabulary: vocabulary)
        let mustParse = ResultSlots<Bool>(count: sources.count)
        LargeStackWorkers.forEach(sources.count, threads: threads) { mustParse[$0] = markers.mustParse(sources[$0]) }
        let firstRound = mustParse.values
        var frontier = sources.indices.filter { firstRound[$0] }
        var waiting = sources.indices.filter { !firstRound[$0] }
        // The identifiers of each file left for later, found once (no parse) and only when some name
        // is needed: a project without DI code never tokenizes its files.
        var tokens: [Int: Set<String>]? = nil
        var needed = NeededNames()
        while !frontier.isEmpty {
            let extracted = extract(frontier.map { sources[$0] })
            for (index, outcome) in zip(frontier, extracted) { outcomes[index] = outcome }
            // Names only pick files still waiting: with none left (every file named a framework, or all
            // were reached), the facts need not be read for names at all.
            if waiting.isEmpty { break }
            let mentioned = ResultSlots<MentionedNames>(count: extracted.count)
            LargeStackWorkers.forEach(extracted.count, threads: threads) { position in
                guard case .facts(let facts) = extracted[position] else { mentioned[position] = MentionedNames(.unparsed); return }
                mentioned[position] = MentionedNames(facts)
            }
            let fresh = needed.add(mentioned.values)
            if fresh.isEmpty { break }
            if tokens == nil { tokens = identifiers(of: waiting, in: sources, threads: threads) }
            frontier = waiting.filter { !tokens![$0]!.isDisjoint(with: fresh) }
            let taken = Set(frontier)
            waiting.removeAll { taken.contains($0) }
        }
        return outcomes.map { $0 ?? .unneeded }
    }

    private static func identifiers(of files: [Int], in sources: [ReadSource], threads: Int) -> [Int: Set<String>] {
        let slots = ResultSlots<Set<String>>(count: files.count)
        LargeStackWorkers.forEach(files.count, threads: threads) { position in
            guard case .success(let bytes) = sources[files[position]].bytes else { slots[position] = []; return }
            slots[position] = IdentifierTokens.of(bytes)
        }
        return Dictionary(uniqueKeysWithValues: zip(files, slots.values))
    }
}

extension ExtractedFacts {
    /// What stands for a file `TwoPhaseExtraction` did not parse: a file of the project with no facts.
    static let unparsed = ExtractedFacts(imports: [], declarations: Declarations(), frameworks: [:])
}
