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
        // The identifiers of each file left for later, found once (no parse); matched every round.
        let later = sources.indices.filter { !firstRound[$0] }
        let tokenSlots = ResultSlots<Set<String>>(count: later.count)
        LargeStackWorkers.forEach(later.count, threads: threads) { position in
            guard case .success(let bytes) = sources[later[position]].bytes else { tokenSlots[position] = []; return }
            tokenSlots[position] = IdentifierTokens.of(bytes)
        }
        var waiting = Dictionary(uniqueKeysWithValues: zip(later, tokenSlots.values))
        var known = Set<String>()
        while !frontier.isEmpty {
            let extracted = extract(frontier.map { sources[$0] })
            for (index, outcome) in zip(frontier, extracted) { outcomes[index] = outcome }
            // Names only pick files still waiting: with none left (every file named a framework, or all
            // were reached), the facts need not be read for names at all.
            if waiting.isEmpty { break }
            // Reading the names encodes the facts: on every thread, like the parse.
            let named = ResultSlots<Set<String>>(count: extracted.count)
            LargeStackWorkers.forEach(extracted.count, threads: threads) { position in
                guard case .facts(let facts) = extracted[position] else { named[position] = []; return }
                named[position] = MentionedNames.of(facts)
            }
            var fresh = named.values.reduce(into: Set<String>()) { $0.formUnion($1) }
            fresh.subtract(known)
            known.formUnion(fresh)
            frontier = waiting.keys.filter { !waiting[$0]!.isDisjoint(with: fresh) }.sorted()
            for index in frontier { waiting[index] = nil }
        }
        return outcomes.map { $0 ?? .unneeded }
    }
}

extension ExtractedFacts {
    /// What stands for a file `TwoPhaseExtraction` did not parse: a file of the project with no facts.
    static let unparsed = ExtractedFacts(imports: [], declarations: Declarations(), frameworks: [:])
}
