/// Select → Extract over the whole run: every asked file read once, the project's vocabulary learnt
/// from them, the files the DI code can reach parsed (`ParallelExtraction`, `TwoPhaseExtraction`), and
/// the facts placed at their files, in the files' order, as Link takes them.
struct ProjectExtraction {
    /// One per readable file; a file the selection left unparsed stands as a file with no facts.
    let facts: [FileFacts]
    /// How many files could be read and parsed, or needed no parse: zero means nothing was checked.
    let readFiles: Int
    /// Unreadable files and syntax errors, one line each, in the files' order.
    let problems: [String]
    /// Files not read whose bytes may hold DI code: no finding may rest on what they hold.
    let unreadFiles: [UnreadFile]
    let project: ProjectVocabulary
    /// What a later run needs to replay this one, still without its facts' digests
    /// (`ReplayEvidence.digestingFacts`); nil unless the options ask for it.
    let evidence: ReplayEvidence?

    /// The files' bytes live only in here: Link and Check hold no source.
    init(files: [SourceFile], vendored: [SourceFile], from provider: any SourceProvider, options: LintOptions,
         timings: PhaseTimings) {
        let jobs = options.extraction.jobs
        let sources = ReadSources.read(files, from: provider, threads: jobs)
        timings.mark("read")
        let vendoredSources = ReadSources.read(vendored, from: provider, threads: jobs)
        project = ProjectVocabulary(sources: sources, vendored: vendoredSources, policy: options.policy, threads: jobs,
                                    budget: options.extraction.budget)
        timings.mark("vocabulary")
        let (outcomes, trace) = ParallelExtraction.run(sources, vocabulary: project.vocabulary, settings: options.extraction,
                                                       overBudget: project.overBudget, placing: true)
        evidence = options.recordsReplayEvidence
            ? ReplayEvidence(sources: sources, vendored: vendoredSources, outcomes: outcomes, trace: trace,
                             vocabulary: project.vocabulary, threads: jobs) : nil
        (facts, readFiles, problems, unreadFiles) = Self.placed(outcomes, at: files, project: project)
    }

    /// Each file's outcome as a live analysis kept it, extracted now or by an earlier run with the same
    /// vocabulary (`LiveAnalysis`).
    init(outcomes: [ParallelExtraction.Outcome], at files: [SourceFile], project: ProjectVocabulary) {
        self.project = project
        evidence = nil
        (facts, readFiles, problems, unreadFiles) = Self.placed(outcomes, at: files, project: project)
    }

    private static func placed(_ outcomes: [ParallelExtraction.Outcome], at files: [SourceFile], project: ProjectVocabulary)
        -> (facts: [FileFacts], read: Int, problems: [String], unread: [UnreadFile]) {
        var (facts, read, problems, unread) = ([FileFacts](), 0, [String](), project.unreadPlaces)
        for (file, outcome) in zip(files, outcomes) {
            let placed: FileFacts
            switch outcome {
            case .placed(let facts): placed = facts
            case .facts(let extracted): placed = FileFacts(path: file.displayPath, codeClass: file.codeClass, placing: extracted)
            case .unneeded:
                // Counted as read and as a file of the project, as if parsed: it adds nothing to Link.
                placed = FileFacts(path: file.displayPath, codeClass: file.codeClass, placing: .unparsed)
            case .unread(let problem, let place):
                problems.append(problem)
                if let place { unread.append(place) }
                continue
            }
            read += 1
            if let error = placed.firstSyntaxError {
                problems.append("\(error.file):\(error.line):\(error.column): syntax error; the file was read as far as it parses, findings may be incomplete")
            }
            facts.append(placed)
        }
        return (facts, read, problems, unread)
    }
}
