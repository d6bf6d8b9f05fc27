/// Bodies nobody reads, cut out before the parse. In a file without DI code no frontend runs, and the
/// declaration collector steps over function and initializer bodies and every `var` declaration (not
/// over a `deinit`'s or a subscript's body, where a nested `func` would be indexed), so nothing dilint
/// reads is in them; in a real app they are most of the bytes, and parsing them was most of the time
/// spent on files that only declare the types DI code names. In a file frontends read, a function or
/// accessor body is cut when it spells none of their `bodyMarkers` (a view model's `load()`, a
/// formatter's helpers); a frontend without markers keeps every body of the files it reads.
///
/// A body is cut out whole, its braces kept (`{}`): the parser never lexes its bytes. The skeleton's
/// offsets are mapped back to the file's by `BodyCuts`, which `LineTable` (built from the real bytes)
/// applies to every location and text it hands out. `Extractor` parses the real bytes whenever the
/// skeleton does not parse cleanly or is read by a frontend the plan was not made for, so a mistake
/// here costs a second parse, never a fact.
enum UnreadBodies {
    /// Which bodies a file's skeleton cuts, and for which frontends that was decided.
    struct Plan: Equatable {
        /// The frontends the file's bytes suggest will read it; empty for a file without DI code.
        var frameworks: Set<Framework>
        /// What keeps a function or accessor body (initializer bodies are then all kept); nil: every body is cut.
        var markers: BodyMarkers?

        /// A file without DI code: every function, initializer and accessor body is cut.
        static let everyBody = Plan(frameworks: [], markers: nil)

        /// Whether a skeleton made to this plan stands for a file these frontends read.
        func stands(for readers: [any Frontend.Type]) -> Bool {
            readers.allSatisfy { frameworks.contains($0.framework) }
        }
    }

    /// A file's bytes without the bodies a plan cuts, and where they were cut.
    struct Skeleton {
        var bytes: [UInt8]
        var cuts: BodyCuts
    }

    /// The bytes without the bodies `plan` cuts; `nil` when there is none, or when the file holds what
    /// the byte pass does not read safely (regex literals, `#sourceLocation`, brackets that do not balance).
    static func skeleton(of bytes: [UInt8], plan: Plan = .everyBody) -> Skeleton? {
        let found = bytes.withUnsafeBufferPointer { buffer -> [BodyScanner.Body]? in
            var scanner = BodyScanner(bytes: buffer, markers: plan.markers)
            return scanner.run()
        }
        // Bodies come in file order and never nest: the scanner records none inside another.
        let bodies = (found ?? []).filter { !$0.range.isEmpty && (plan.markers == nil || (!$0.isInitializer && !$0.isMarked)) }
        guard !bodies.isEmpty else { return nil }
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count - bodies.reduce(0) { $0 + $1.range.count })
        var cuts = BodyCuts()
        var next = 0
        for body in bodies {
            kept.append(contentsOf: bytes[next..<body.range.lowerBound])
            cuts.cut(body.range.count, at: kept.count)
            next = body.range.upperBound
        }
        kept.append(contentsOf: bytes[next...])
        return Skeleton(bytes: kept, cuts: cuts)
    }

    /// How `bytes` can be read without bodies, or nil when every body is read: a file with a `dilint:`
    /// directive, a project read as InjectGrail's (whose reader runs on every file), or a file some
    /// frontend without `bodyMarkers` may read. A file naming no framework module, no module that
    /// provides one and no Shank marker has no DI code (`Plan.everyBody`); otherwise the frontends are
    /// guessed from the module names its bytes spell. A cheap guess: `Extractor` checks the parsed
    /// imports against `Plan.frameworks` before it trusts a skeleton.
    static func plan(for bytes: [UInt8], vocabulary: ExtractionVocabulary) -> Plan? {
        guard !vocabulary.readsInjectGrail, !SuppressionCollector.mayHoldDirectives(bytes) else { return nil }
        let modules = Needles.shared.frameworkModules.filter { ByteSearch.contains(bytes, $0.needle) }.map(\.name)
        let providers = vocabulary.providerModules.keys.filter { ByteSearch.contains(bytes, Array($0.utf8)) }
        let namesShank = vocabulary.shank.fileMarkers.contains { ByteSearch.contains(bytes, $0) }
        if modules.isEmpty && providers.isEmpty && !namesShank && vocabulary.ownProvidingModule == nil { return .everyBody }
        // Every import the file can have is among the names it spells: the frontends that apply to them.
        let imports = Set(vocabulary.imports(seenBy: modules + providers))
        var plan = Plan(frameworks: [], markers: BodyMarkers(typeNames: false, words: []))
        for frontend in Frontends.all where frontend.applies(toFileImporting: imports, vocabulary: vocabulary)
            && frontend.mayHaveFacts(in: bytes, importing: imports, vocabulary: vocabulary) {
            guard let markers = frontend.bodyMarkers else { return nil }
            plan.frameworks.insert(frontend.framework)
            plan.markers = plan.markers?.union(markers)
        }
        return plan.frameworks.isEmpty ? .everyBody : plan
    }

    private struct Needles: Sendable {
        static let shared = Needles()
        let frameworkModules = Set(Framework.allCases.flatMap(\.importNames)).sorted()
            .map { (name: $0, needle: ByteSearch.Needle($0)) }
    }
}
