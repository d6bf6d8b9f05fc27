/// `unregistered-type`: a request whose key no registration of its container provides.
public struct UnregisteredTypeRule: Rule {
    public static let id = "unregistered-type"
    public static let defaultSeverity = Severity.error
    public static let summary = """
        A type is requested (`@Inject`, `inject()`, `$0.get()`, …) but no provider in the container \
        registers its key, so resolving it crashes at run time. The most common cause is registering the \
        concrete type instead of the protocol the code asks for (a missing `as P` or `Factory<P>`). When \
        the only providers sit in `#if` branches the request is outside of, it is reported as a warning. \
        When a provider of the same container has a type dilint cannot read, a note points at it: it may be \
        the missing one, and writing its type out settles it. Keys that only a module never passed to the \
        container (or a Shank container never built) provides are one error at that module, with a note at \
        each request it would serve. With no container at all, \
        `missing-bootstrap` reports the requests instead.
        """

    public init() {}

    public func check(_ graph: DependencyGraph) -> [Diagnostic] {
        var scopes: [ContainerID: VisibleRegistrations] = [:]
        var hintsByMissingKey: [MissingKey: [Diagnostic.Note]] = [:]
        var fixesByMissingKey: [MissingKey: [Fix]] = [:]
        var conformers: Conformers?
        var coverage: [CoverageQuestion: Bool] = [:]
        var answers: [AskedOfKey: (question: CoverageQuestion, covered: Bool)] = [:]
        var missingByContainer: [ContainerID: MissingKeys] = [:]
        // Every request's scope, for the cast fix: a registration still requested under its key keeps it.
        let requested = Set(graph.requests.map(RegistryScope.init))
        var conditionalProviders: [ConditionalKey: (whens: String, notes: [Diagnostic.Note])] = [:]
        var unreadByContainer: [ContainerID: [UnreadProvider]] = [:]
        var diagnostics: [Diagnostic] = []
        // With neither a start nor a single registration, missing-bootstrap already says that every request crashes
        // (unless code dilint could not read may start the container: then each request says what may serve it).
        let containerless = Set(FrameworkPlugins.all.filter { $0.needsStart }.map { $0.framework }.filter { framework in
            !graph.bootstraps.contains { $0.framework == framework && $0.codeClass == .app && $0.kind == .start }
                && !graph.registrations.contains { $0.framework == framework && $0.codeClass == .app }
                && !graph.mayBeStartedUnread(framework)
        })
        // Named requests have their own rule; an Optional that yields nil never crashes.
        for request in graph.requests where request.name == nil && !request.yieldsNilWhenMissing {
            if request.codeClass == .app, containerless.contains(request.framework) { continue }
            let container = request.container
            let visible = scopes[container] ?? {
                let scope = VisibleRegistrations(graph.registrations(for: request.framework, visibleFrom: request.codeClass,
                                                                     storage: request.storage))
                scopes[container] = scope
                return scope
            }()
            // Many requests ask the same question (same `#if`s, same providers): answer each once. A key
            // registered in many places under few conditions asks it of each distinct condition once, and
            // the requests of one key under the same conditions ask it once: the work does not grow with
            // registrations × requests, even where every registration is under an `#if` of its own.
            let asked = AskedOfKey(container: container, key: request.key, conditions: request.conditions)
            let (question, covered) = answers[asked] ?? {
                WorkCount.add(.unregisteredTypeEntries, visible.distinctConditions[request.key]?.count ?? 0)
                let providers = visible.distinctConditions[request.key, default: []].filter { !$0.isExclusive(with: request.conditions) }
                let question = CoverageQuestion(request: request.conditions, providers: providers)
                let covered = coverage[question] ?? {
                    let answer = request.conditions.isCovered(by: question.providers)
                    coverage[question] = answer
                    return answer
                }()
                answers[asked] = (question, covered)
                return (question, covered)
            }()
            if covered { continue }
            if !question.providers.isEmpty {
                // The same for every request asking the same question of the same key: made once.
                let conditional = conditionalProviders[ConditionalKey(container: container, key: request.key, question: question)] ?? {
                    let matching = visible.byKey[request.key, default: []].filter { !$0.conditions.isExclusive(with: request.conditions) }
                    var whens: [String] = []
                    for registration in matching where !whens.contains(registration.conditions.displayText) {
                        whens.append(registration.conditions.displayText)
                    }
                    let made = (whens: whens.joined(separator: " or "),
                                notes: matching.map { Diagnostic.Note("registered here under #if \($0.conditions.displayText)", at: $0.location,
                                                                            evidence: .registeredOnlyUnder(condition: "#if \($0.conditions.displayText)")) })
                    conditionalProviders[ConditionalKey(container: container, key: request.key, question: question)] = made
                    return made
                }()
                diagnostics.append(Diagnostic(
                    rule: Self.id, severity: .warning, framework: request.framework,
                    message: "'\(request.key)' is registered only when \(conditional.whens); \(request.form) here crashes in other build configurations",
                    location: request.location, type: request.key, notes: conditional.notes, subject: .unregisteredKey,
                    sites: [.request(request)]))
                continue
            }
            // Hints depend only on the key and its container, and a missing key is often requested
            // at hundreds of sites: compute them once.
            let missing = MissingKey(container: container, key: request.key)
            let unread = unreadByContainer[container] ?? {
                let found = Self.unreadContributions(to: request, graph: graph)
                unreadByContainer[container] = found
                return found
            }()
            let notes = hintsByMissingKey[missing] ?? {
                if conformers == nil { conformers = Conformers(graph) }
                var notes = hints(for: request, visible: visible, unread: unread, graph: graph, conformers: conformers!)
                if notes.isEmpty, let place = Self.placeToRegister(for: request, visible: visible, graph: graph) { notes.append(place) }
                hintsByMissingKey[missing] = notes
                let others = missingByContainer[container] ?? {
                    let found = MissingKeys(graph.requests, in: container, visible: visible)
                    missingByContainer[container] = found
                    return found
                }()
                fixesByMissingKey[missing] = castFix(for: request, visible: visible, graph: graph, conformers: conformers!,
                                                     otherMissing: others, requested: requested)
                return notes
            }()
            let containerName = request.storage.map { "the \(request.framework.namedContainerWord) '\($0)'" } ?? request.framework.displayName
            if !unread.isEmpty {
                // Without proof: code dilint could not read may register the key.
                let places = unread.count == 1 ? "a place" : "\(unread.count) places"
                diagnostics.append(Diagnostic(
                    rule: PossiblyUnregisteredRule.id, severity: PossiblyUnregisteredRule.defaultSeverity, framework: request.framework,
                    message: "no code dilint read registers '\(request.key)' with \(containerName), but \(places) it could not read may; \(request.form) here crashes at run time if none does",
                    location: request.location, type: request.key, notes: notes, subject: .unprovenRequest,
                    sites: [.request(request)]))
                continue
            }
            diagnostics.append(Diagnostic(
                rule: Self.id, severity: Self.defaultSeverity, framework: request.framework,
                message: "'\(request.key)' is not registered with \(containerName); \(request.form) here crashes at run time",
                location: request.location, type: request.key, notes: notes, fixes: fixesByMissingKey[missing] ?? [],
                subject: .unregisteredKey, sites: [.request(request)]))
        }
        return UnusedModuleGrouping.grouped(diagnostics, graph: graph)
    }

    /// The places that may register into the request's container but could not be read.
    static func unreadContributions(to request: Request, graph: DependencyGraph) -> [UnreadProvider] {
        graph.unreadProviders.filter {
            $0.container.framework == request.framework && $0.container.storage == request.storage
                && ($0.container.codeClass == .app || request.codeClass == .test)
        }
    }

    /// Code that may register `key` but cannot be read: the notes say where (the first three) and how many
    /// more the message counts.
    static func unreadNotes(_ unread: [UnreadProvider], mayRegister key: String) -> [Diagnostic.Note] {
        unreadNotes(unread, may: "register '\(key)'")
    }

    /// `may`: what the unread place may do that would make the finding false ("declare 'FooInjector'").
    static func unreadNotes(_ unread: [UnreadProvider], may action: String) -> [Diagnostic.Note] {
        var notes: [Diagnostic.Note] = unread.prefix(3).map { provider in
            let what = provider.unreadPlaceNote ?? "dilint could not read what this registers"
            return .init("\(what); it may \(action)", at: provider.location)
        }
        if unread.count > 3 { notes.append(.init("and \(unread.count - 3) more \(unread.count == 4 ? "place" : "places") dilint could not read")) }
        return notes
    }

    /// When nothing hints at a mistake (no conforming type, no similar key), the key is simply new: say
    /// where this container is filled, so the fix starts at the right file.
    private static func placeToRegister(for request: Request, visible: VisibleRegistrations, graph: DependencyGraph) -> Diagnostic.Note? {
        let key = keyedType(of: request).canonical
        return request.framework.plugin.wording.placeToRegister(key, request, graph, visible.first)
    }

    /// Declared types by what they directly inherit, to find a protocol's implementations once; and the
    /// registrations of each key in any container, which the hints of every missing key look up.
    private struct Conformers {
        private let direct: [[String]: [[String]]]
        /// `direct` turned around: each type's direct supertypes that are declared or conformed to.
        private let up: [[String]: [[String]]]
        /// Types some provider builds, active or not.
        let registeredTypes: Set<[String]>
        /// Positions in these arrays: grouping copies of the registrations themselves cost more than the rule.
        private let active: [Registration]
        private let inactive: [Registration]
        private let byKey: [FrameworkKey: [Int]]
        private let inactiveByKey: [FrameworkKey: [Int]]

        private struct FrameworkKey: Hashable {
            var framework: Framework
            var key: String
        }

        /// Every active registration of `key` in `framework`, whatever its container, in graph order.
        func registrations(of framework: Framework, key: String) -> [Registration] {
            byKey[FrameworkKey(framework: framework, key: key)]?.map { active[$0] } ?? []
        }
        func inactiveRegistrations(of framework: Framework, key: String) -> [Registration] {
            inactiveByKey[FrameworkKey(framework: framework, key: key)]?.map { inactive[$0] } ?? []
        }

        init(_ graph: DependencyGraph) {
            let index = graph.index
            (active, inactive) = (graph.registrations, graph.inactiveRegistrations)
            var built = Set<[String]>()
            func grouped(_ registrations: [Registration]) -> [FrameworkKey: [Int]] {
                var positions: [FrameworkKey: [Int]] = [:]
                for position in registrations.indices {
                    if let path = (registrations[position].implementation ?? registrations[position].keyType).nominalPath { built.insert(path) }
                    positions[FrameworkKey(framework: registrations[position].framework, key: registrations[position].key), default: []].append(position)
                }
                return positions
            }
            (byKey, inactiveByKey) = (grouped(active), grouped(inactive))
            registeredTypes = built
            // In any order: every question asked of `direct` answers with a set or sorts its answer.
            direct = index.directSubtypes()
            var up: [[String]: [[String]]] = [:]
            for (supertype, subtypes) in direct {
                for subtype in subtypes { up[subtype, default: []].append(supertype) }
            }
            self.up = up
        }

        /// Every type `path` conforms to or inherits from, directly or through others: the types whose
        /// `types(conformingTo:)` holds it.
        func types(inheritedBy path: [String]) -> Set<[String]> {
            Self.reachable(from: path, through: up)
        }

        /// Every declared type that conforms to or inherits from `target`, directly or through others.
        func types(conformingTo target: [String]) -> Set<[String]> {
            Self.reachable(from: target, through: direct)
        }

        /// The types `edges` lead to from `start`, in any number of steps, `start` itself left out.
        private static func reachable(from start: [String], through edges: [[String]: [[String]]]) -> Set<[String]> {
            var seen: Set<[String]> = [start]
            var queue = [start]
            while let current = queue.popLast() {
                for next in edges[current] ?? [] where seen.insert(next).inserted { queue.append(next) }
            }
            seen.remove(start)
            return seen
        }

        /// Classes, structs, enums and actors that conform to `target`, sorted.
        func concreteTypes(conformingTo target: [String], in index: ProjectIndex) -> [[String]] {
            types(conformingTo: target).filter { index.type(at: $0)?.kind != .protocol }
                .sorted { $0.lexicographicallyPrecedes($1) }
        }
    }

    /// One key's coverage asked by requests under the same conditions.
    private struct AskedOfKey: Hashable {
        var container: ContainerID
        var key: String
        var conditions: [CompilationCondition]
    }

    private struct CoverageQuestion: Hashable {
        var request: [CompilationCondition]
        var providers: [[CompilationCondition]]
    }

    private struct ConditionalKey: Hashable {
        var container: ContainerID
        var key: String
        var question: CoverageQuestion
    }

    /// The keys a container's requests ask for that none of its registrations provides, by the type each
    /// is made of: read once per container for the cast fixes of all of them.
    private struct MissingKeys {
        private var keysByType: [[String]: Set<String>] = [:]

        init(_ requests: [Request], in container: ContainerID, visible: VisibleRegistrations) {
            WorkCount.add(.unregisteredTypeEntries, requests.count)
            for request in requests where request.framework == container.framework && request.storage == container.storage
                && visible.byKey[request.key] == nil {
                guard let path = UnregisteredTypeRule.keyedType(of: request).nominalPath else { continue }
                keysByType[path, default: []].insert(request.key)
            }
        }

        /// Whether a key other than `key` is missing and made of `type`.
        func isMissing(_ type: [String], besides key: String) -> Bool {
            guard let keys = keysByType[type] else { return false }
            return keys.count > 1 || !keys.contains(key)
        }
    }

    private struct MissingKey: Hashable {
        var container: ContainerID
        var key: String
    }

    /// The registrations one container's requests can be served by, indexed the ways the hints of each
    /// missing key look them up: a large app has thousands, and walking them all for every missing key
    /// (copying each) was most of this rule's time.
    private struct VisibleRegistrations {
        let all: [Registration]
        /// The first written, where a new key may be registered.
        let first: Registration?
        let byKey: [String: [Registration]]
        /// Each key's registrations' conditions, each distinct one once, in registration order.
        let distinctConditions: [String: [[CompilationCondition]]]
        let suggestions: Suggestions.Candidates
        /// Registrations that store a closure, and those registered under a name: few, checked per key.
        let storingClosures: [Registration]
        let named: [Registration]
        /// Unnamed registrations by the type they build, as positions in `all` (registration order).
        let unnamedByBuiltType: [[String]: [Int]]

        init(_ registrations: [Registration]) {
            all = registrations
            first = registrations.min { $0.location < $1.location }
            byKey = Dictionary(grouping: registrations, by: \.key)
            distinctConditions = byKey.mapValues { registrations in
                var seen: Set<[CompilationCondition]> = []
                return registrations.map(\.conditions).filter { seen.insert($0).inserted }
            }
            suggestions = Suggestions.Candidates(Array(byKey.keys))
            storingClosures = registrations.filter(\.storesClosure)
            named = registrations.filter { $0.name != nil }
            var built: [[String]: [Int]] = [:]
            for (position, registration) in registrations.enumerated() where registration.name == nil {
                if let path = (registration.implementation ?? registration.keyType).nominalPath { built[path, default: []].append(position) }
            }
            unnamedByBuiltType = built
        }

        /// Unnamed registrations that build one of `types`, in registration order.
        func unnamed(building types: Set<[String]>) -> [Registration] {
            types.flatMap { unnamedByBuiltType[$0] ?? [] }.sorted().map { all[$0] }
        }
    }

    /// `unread`: the places that may register into the request's container but could not be read.
    private func hints(for request: Request, visible: VisibleRegistrations, unread: [UnreadProvider], graph: DependencyGraph,
                       conformers: Conformers) -> [Diagnostic.Note] {
        var notes: [Diagnostic.Note] = []
        let sameKey = conformers.registrations(of: request.framework, key: request.key)
        if request.codeClass == .app, let test = sameKey.first(where: { $0.codeClass == .test }) {
            notes.append(.init("only test code registers '\(request.key)'; test registrations do not reach the app", at: test.location))
        }
        if case .optional(let wrapped) = request.keyType, request.framework.plugin.wording.optionalIsOwnKey,
           let plain = visible.byKey[request.framework.plugin.registrationKey(of: wrapped)]?.first {
            notes.append(.init("\(request.framework.displayName) does not unwrap Optionals: '\(plain.key)' is registered, but '\(request.key)' is a different key; inject '\(plain.key)' or register '\(request.key)'", at: plain.location))
        }
        let elsewhere = sameKey.filter { $0.storage != request.storage }
        if let other = elsewhere.first {
            let place = other.storage.map { "the \(request.framework.namedContainerWord) '\($0)'" }
                ?? "\(request.framework.displayName)'s \(request.framework.plugin.wording.defaultContainer)"
            notes.append(.init("'\(request.key)' is registered in \(place), which this request does not read", at: other.location))
        }
        let wantedKey = Self.keyedType(of: request).canonical
        for registration in visible.storingClosures {
            guard case .function(let parameters, let result) = registration.keyType, parameters.isEmpty,
                  result.canonical == wantedKey, registration.implementation == nil else { continue }
            notes.append(.init("'\(request.key)' is registered here, but as the function '\(registration.key)': Zerk stores a function passed without calling it as a value; call it", at: registration.location))
        }
        for registration in visible.named where registration.keyType.canonical == wantedKey {
            // A copy's wrapper may take the name under another label (`@Injected(name:)`): only Shank's own is spelt out.
            let ask = request.form == "@Inject" ? "ask for it with @Inject(\"\(registration.name!)\")" : "ask for it by that name with \(request.form)"
            notes.append(.init("'\(request.keyType.canonical)' is registered here under the name '\(registration.name!)'; \(ask), or register it without a name", at: registration.location))
        }
        let casts = forgottenCasts(for: request, visible: visible, conformers: conformers)
        notes += casts
        if casts.isEmpty, elsewhere.isEmpty, let wanted = Self.keyedType(of: request).nominalPath,
           graph.index.type(at: wanted)?.kind == .protocol {
            // Nothing registered conforms: point at the implementations that exist, so the fix is one line.
            for path in conformers.concreteTypes(conformingTo: wanted, in: graph.index)
                .filter({ !conformers.registeredTypes.contains($0) }).prefix(2) {
                guard let declaration = graph.index.type(at: path) else { continue }
                // Code dilint could not read may register it: only what was read is known.
                let registered = unread.isEmpty ? "is never registered" : "is not registered in the code dilint read"
                notes.append(.init("'\(declaration.qualifiedName)' conforms to '\(Self.keyedType(of: request).canonical)' but \(registered)",
                                   at: declaration.location))
            }
        }
        for inactive in conformers.inactiveRegistrations(of: request.framework, key: request.key) {
            let unused = inactive.framework.plugin.wording.unusedGroup
            notes.append(.init("'\(inactive.moduleName ?? "its module")' provides '\(request.key)' but \(unused)", at: inactive.location))
        }
        notes += Self.unreadNotes(unread, mayRegister: request.key)
        for suggestion in visible.suggestions.closest(to: request.key) {
            // A registration already named by a hint (the forgotten `as P`) needs no "did you mean".
            if let registration = visible.byKey[suggestion]?.first, !notes.contains(where: { $0.location == registration.location }) {
                notes.append(.init("did you mean '\(suggestion)'?", at: registration.location))
            }
        }
        return notes
    }

    /// The "forgot `as P`" bug: a registered type conforms to the requested protocol but is keyed by itself.
    /// The type the key is made of, as the framework looks it up (Zerk looks `P?` up as `P`).
    private static func keyedType(of request: Request) -> TypeRef {
        request.framework.plugin.lookedUpType(of: request.keyType)
    }

    /// The forgotten `as P` as an edit, when exactly one registration of the container could be it and
    /// nothing else registers the key.
    private func castFix(for request: Request, visible: VisibleRegistrations, graph: DependencyGraph, conformers: Conformers,
                         otherMissing: MissingKeys, requested: Set<RegistryScope>) -> [Fix] {
        let wantedType = Self.keyedType(of: request)
        guard let wanted = wantedType.nominalPath,
              conformers.registrations(of: request.framework, key: request.key).isEmpty,
              conformers.inactiveRegistrations(of: request.framework, key: request.key).isEmpty
        else { return [] }
        let candidates = visible.unnamed(building: conformers.types(conformingTo: wanted))
        guard candidates.count == 1, let built = (candidates[0].implementation ?? candidates[0].keyType).nominalPath else { return [] }
        // The type may be the missing one of another key too (it conforms to both): which cast is meant is a
        // guess. Asked upwards, of what the type conforms to, not of every other missing key's conformers.
        let inherited = conformers.types(inheritedBy: built)
        WorkCount.add(.unregisteredTypeEntries, inherited.count)
        guard !inherited.contains(where: { otherMissing.isMissing($0, besides: request.key) }) else { return [] }
        return CastFix.fix(registering: candidates[0], as: wantedType, graph: graph, requested: requested).map { [$0] } ?? []
    }

    private func forgottenCasts(for request: Request, visible: VisibleRegistrations, conformers: Conformers) -> [Diagnostic.Note] {
        let wantedType = Self.keyedType(of: request)
        guard let wanted = wantedType.nominalPath else { return [] }
        let conforming = conformers.types(conformingTo: wanted)
        guard !conforming.isEmpty else { return [] }
        var notes: [Diagnostic.Note] = []
        var seen: Set<String> = []
        for registration in visible.unnamed(building: conforming) {
            guard let built = (registration.implementation ?? registration.keyType).nominalPath,
                  seen.insert(registration.key).inserted else { continue }
            let builtName = built.joined(separator: ".")
            let wantedName = wantedType.canonical
            if registration.storesClosure {
                notes.append(.init(
                    "'\(builtName)' is registered here, but as the closure '\(registration.key)': a builder without parameters is stored as a value; write '\(registration.form.name)(\(builtName)(…) as \(wantedName))' or '{ _ in \(builtName)(…) as \(wantedName) }'",
                    at: registration.location))
                continue
            }
            let fix = request.framework.plugin.wording.registerAs(registration.form, builtName, wantedName)
            // Keyed by what it builds, or by another type it was cast or declared as (`Factory<Q> { X() }`).
            let ownType = registration.keyType.nominalPath == built
            notes.append(.init(
                "'\(builtName)' conforms to '\(request.key)' but is registered \(ownType ? "under its own type" : "as '\(registration.key)'"); \(fix)",
                at: registration.location, evidence: ownType ? .conformerRegisteredUnderOwnType : nil))
        }
        return notes
    }
}
