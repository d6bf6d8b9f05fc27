import Foundation

/// Extracts only the files the report can depend on (DESIGN.md, Extract): first the files that can hold
/// DI code (`DIFileMarkers`), then, round after round, the files whose bytes spell a name the facts so far
/// mention (`MentionedNames`), until a round adds no name. The other files cannot change what Link sees:
/// they declare nothing a fact names, and hold no DI code. They are never parsed; Linter still counts them.
///
/// Every round is a parallel extraction, and the set of files parsed depends only on the bytes, so the
/// outcome is the same for any thread count and equals `--full-parse` on the files that matter.
enum TwoPhaseExtraction {
    /// How the rounds went: what a later run needs to tell whether a changed file would be parsed the same
    /// way (`ReplayEvidence`).
    struct Trace {
        var firstRound: [Bool]
        var namesShank: [Bool]
        var shankInUse: Bool
        /// Every name the facts needed when the rounds stopped, each once; a file left unparsed spells none of them.
        var neededNames: [String]
    }

    static func traced(_ sources: [ReadSource], vocabulary: ExtractionVocabulary, threads: Int,
                    extract: ([ReadSource]) -> [ParallelExtraction.Outcome]) -> (outcomes: [ParallelExtraction.Outcome], trace: Trace) {
        // Filled in place, round by round: a file no round reaches stays `.unneeded`.
        var outcomes = [ParallelExtraction.Outcome](repeating: .unneeded, count: sources.count)
        let (firstRound, shankInUse, namesShank) = DIFileMarkers(vocabulary: vocabulary).firstRound(of: sources, threads: threads)
        var frontier = sources.indices.filter { firstRound[$0] }
        var waiting = sources.indices.filter { !firstRound[$0] }
        var needed = NeededNames()
        var injectGrailInUse: Bool? = nil
        var round = 0
        while !frontier.isEmpty {
            round += 1
            PhaseTimings.note("round \(round) parses \(frontier.count) of \(sources.count) files\(round == 1 ? "" : ", picked by \(needed.needed.count) names")")
            if ProcessInfo.processInfo.environment["DILINT_TIMINGS_FILES"] == "1" {
                for index in frontier { PhaseTimings.note("  \(sources[index].file.displayPath)") }
            }
            let extracted = extract(frontier.map { sources[$0] })
            // Names only pick files still waiting: with none left (every file named a framework, or all
            // were reached), the facts need not be read for names at all.
            if waiting.isEmpty {
                place(consume extracted, at: frontier, in: &outcomes)
                break
            }
            let inUse = injectGrailInUse ?? extracted.indices.contains { position in
                extracted[position].extractedFacts.map(MentionedNames.marksInjectGrailInUse) ?? false
            }
            injectGrailInUse = inUse
            // The files' names, numbered in contiguous runs of files beside each other; one run per thread
            // keeps the names the serial merge hashes again few.
            let count = extracted.count, runs = min(count, threads), adopting = needed.adoptsNextTable
            let numbered = LargeStackWorkers.map(runs, threads: threads) { run in
                var names = NumberedNames(((run * count / runs)..<((run + 1) * count / runs)).lazy.map { position in
                    guard let facts = extracted[position].extractedFacts else { return MentionedNames(.unparsed) }
                    return MentionedNames(facts, shankInUse: shankInUse, injectGrailInUse: inUse)
                })
                if run == 0, runs > 1, adopting { names.makeRoom(forRuns: runs) }
                return names
            }
            place(consume extracted, at: frontier, in: &outcomes)
            let fresh = needed.add(consume numbered)
            if fresh.isEmpty { break }
            // Each waiting file is searched for this round's new names only (the earlier ones it lacks).
            let wanted = IdentifierTokens.Wanted(Set(fresh))
            let searched = waiting
            let picked = LargeStackWorkers.map(searched.count, threads: threads) { position in
                guard case .success(let bytes) = sources[searched[position]].bytes else { return false }
                return IdentifierTokens.spell(bytes, anyOf: wanted)
            }
            frontier = zip(waiting, picked).filter(\.1).map(\.0)
            waiting = zip(waiting, picked).filter { !$0.1 }.map(\.0)
        }
        let trace = Trace(firstRound: firstRound, namesShank: namesShank, shankInUse: shankInUse, neededNames: needed.needed)
        return (outcomes, trace)
    }
}

extension TwoPhaseExtraction {
    /// Moves a round's outcomes to their files' places: ten thousand files' facts, each a large value,
    /// are not copied and then freed.
    private static func place(_ extracted: consuming [ParallelExtraction.Outcome], at indices: [Int],
                              in outcomes: inout [ParallelExtraction.Outcome]) {
        var extracted = extracted
        for (position, index) in indices.enumerated() { swap(&outcomes[index], &extracted[position]) }
    }
}

extension ExtractedFacts {
    /// What stands for a file `TwoPhaseExtraction` did not parse: a file of the project with no facts.
    static let unparsed = ExtractedFacts(imports: [], declarations: Declarations(), frameworks: [:])
}

extension ParallelExtraction.Outcome {
    /// The facts, placed or not (names do not depend on where a file lives).
    var extractedFacts: ExtractedFacts? {
        switch self {
        case .facts(let facts): return facts
        case .placed(let placed): return placed.placed
        case .unread, .unneeded: return nil
        }
    }
}
