/// `unused-registration`: an app registration whose key no code that runs asks for. Off unless a project
/// enables it (`rules:` or `--strict`): a library may register for code outside the analysed project.
public struct UnusedRegistrationRule: Rule {
    public static let id = "unused-registration"
    public static let defaultSeverity = Severity.warning
    public static let isEnabledByDefault = false
    public static let summary = """
        A registration whose key nothing in the analysed code requests: no `restore()`, `inject()`, \
        `@Inject…` property or provider dependency asks for it, in any container that can see it. It keeps \
        its type and the code behind it alive and hides which modules matter. A key asked for only by the \
        providers of other unused registrations is unused too: those providers never run. A Dirk `Module` \
        subclass whose every key is unused is one finding, at the module. Nothing is reported in a container \
        with a request whose key dilint cannot read (a generic helper, a name it cannot read), since that \
        request may be for any key, nor for code that neither starts its container nor requests anything \
        from it (a module file linted alone). Off unless enabled (`rules: { unused-registration: warning }` or \
        `--strict`); registrations under the configuration's `libraries:` paths, made for code outside the \
        project, are never reported.
        """
    public static let fix = """
        Delete the registration (and the type, if nothing else uses it). If code outside the analysed \
        project requests it, list the registering folder under `libraries:` in `.dilint.yml`.
        """

    public init() {}

    public func check(_ graph: DependencyGraph) -> [Diagnostic] {
        let use = RegistrationUse(graph)
        // Code that neither starts a container nor asks it for anything (one module file linted alone) cannot
        // tell what the rest of the app requests: nothing is said of its registrations.
        let seen = Set(FrameworkPlugins.all.map { $0.framework }.filter { framework in
            graph.requests.contains { $0.framework == framework && $0.codeClass == .app }
                && (!framework.plugin.needsStart || graph.bootstraps.contains { $0.framework == framework && $0.codeClass == .app && $0.kind == .start })
        })
        var unused: [Int] = []
        for (position, registration) in graph.registrations.enumerated()
        where registration.codeClass == .app && registration.framework != .injectgrail && seen.contains(registration.framework)
            && !use.isUsed(position) {
            guard !use.mayBeRequestedUnread(registration) else { continue }
            unused.append(position)
        }
        var findings: [Diagnostic] = []
        var grouped = Set<Int>()
        for module in UnusedModule.all(among: unused, graph: graph) {
            grouped.formUnion(module.registrations)
            findings.append(moduleFinding(module, graph: graph, use: use))
        }
        // A provider listed under several keys is one registration per key, at one place: one finding.
        let byProvider = Dictionary(grouping: unused.filter { !grouped.contains($0) }) { graph.registrations[$0].location }
        for location in byProvider.keys.sorted() {
            let registrations = byProvider[location]!.map { graph.registrations[$0] }
            let dead = byProvider[location]!.map { use.deadRequests(for: $0) }
            let first = dead.flatMap(\.first).sorted { $0.location < $1.location }.prefix(NoteLimit.maximumNotes)
            findings.append(providerFinding(registrations, askedBy: Array(first), count: dead.reduce(0) { $0 + $1.count }))
        }
        return findings.map(NoteLimit.bounded)
    }

    /// `'Clock'`, `'Reading' and 'Writing'`, `'HTTPService' named 'staging'`.
    private static func keys(_ registrations: [Registration]) -> String {
        let names = registrations.map { registration in
            registration.name.map { "'\(registration.keyType.canonical)' named '\($0)'" } ?? "'\(registration.key)'"
        }
        return names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names.last!
    }

    /// `deadRequests`: the first few of the `count` requests made by providers that never run.
    private func providerFinding(_ registrations: [Registration], askedBy deadRequests: [Request], count: Int) -> Diagnostic {
        let (first, keys, plural) = (registrations[0], Self.keys(registrations), registrations.count > 1)
        // Several keys: the finding names none, its notes are at each (the picture marks every key's node).
        let type = plural ? nil : first.key
        let perKey = plural ? registrations.map { Diagnostic.Note("registered under \(Self.keys([$0]))", at: $0.location) } : []
        guard !deadRequests.isEmpty else {
            return Diagnostic(
                rule: Self.id, severity: Self.defaultSeverity, framework: first.framework,
                message: "\(keys) \(plural ? "are" : "is") registered, but nothing in the analysed code requests \(plural ? "any of them" : "it")",
                location: first.location, type: type,
                notes: perKey + [.init("delete the registration, or list its folder under 'libraries:' in .dilint.yml if code outside the project requests it")],
                subject: .unusedRegistrations, sites: registrations.map(GraphSite.registration))
        }
        return Diagnostic(
            rule: Self.id, severity: Self.defaultSeverity, framework: first.framework,
            message: "\(keys) \(plural ? "are" : "is") registered, but only providers that never run request \(plural ? "them" : "it")",
            location: first.location, type: type,
            notes: perKey + deadRequests.map { request in
                .init("requested by the provider of '\(request.providerKey ?? "?")', which is never used", at: request.location)
            } + (count > deadRequests.count ? [.init("and \(count - deadRequests.count) more like these")] : []),
            subject: .unusedRegistrations, sites: registrations.map(GraphSite.registration))
    }

    private func moduleFinding(_ module: UnusedModule, graph: DependencyGraph, use: RegistrationUse) -> Diagnostic {
        let registrations = module.registrations.map { graph.registrations[$0] }
        let notes = module.registrations.map { position in
            let registration = graph.registrations[position]
            let how = use.deadRequests(for: position).count == 0 ? "is never requested" : "is requested only by providers that never run"
            return Diagnostic.Note("\(Self.keys([registration])) \(how)", at: registration.location)
        }
        return Diagnostic(
            rule: Self.id, severity: Self.defaultSeverity, framework: registrations[0].framework,
            message: "'\(module.name)' registers \(registrations.count) keys and nothing in the analysed code requests any of them",
            location: module.location, type: nil,
            notes: notes, subject: .unusedRegistrations, sites: registrations.map(GraphSite.registration))
    }
}

/// Which registrations are used: served to a request made by code that runs. A request is made by code
/// that runs unless it is made by the provider of an app registration (then only if that one is used);
/// a request outside any provider (a property wrapper, a call in a function) counts as running, since
/// dilint does not decide whether the code around it is ever called.
struct RegistrationUse {
    /// What decides which registrations of a scope a request is served by (`Registration.serves`): asked once each, so
    /// repeated code (many requests of one key, many registrations of it) costs linear work.
    private struct Question: Hashable {
        var scope: RegistryScope
        var fromTest: Bool
        var name: String?
    }

    /// Requests made by providers that never run, of one question, and how many there are.
    struct DeadRequests {
        var first: [Request]
        var count: Int
    }

    private let graph: DependencyGraph
    private var used: Set<Int> = []
    private var dead: [Question: [Request]] = [:]
    private let unreadScopes: Set<ContainerID>

    init(_ graph: DependencyGraph) {
        self.graph = graph
        unreadScopes = Set(graph.unreadRequests.map { ContainerID(framework: $0.container.framework, codeClass: .app, storage: $0.container.storage) })
        var registrationsByScope: [RegistryScope: [Int]] = [:]
        for (position, registration) in graph.registrations.enumerated() {
            registrationsByScope[RegistryScope(registration), default: []].append(position)
        }
        // A provider's requests wait for an app registration of the key they are made for to be used.
        var waiting: [RegistryScope: [Request]] = [:]
        var live: [Request] = graph.reentrantRequests
        for request in graph.requests {
            if request.codeClass == .app, let maker = request.providerKey,
               let makers = registrationsByScope[RegistryScope(framework: request.framework, storage: request.storage, key: maker)],
               makers.contains(where: { graph.registrations[$0].codeClass == .app }) {
                waiting[RegistryScope(framework: request.framework, storage: request.storage, key: maker), default: []].append(request)
            } else {
                live.append(request)
            }
        }
        var asked = Set<Question>()
        while let request = live.popLast() {
            guard asked.insert(Self.question(of: request)).inserted else { continue }
            for position in registrationsByScope[RegistryScope(request)] ?? []
            where graph.registrations[position].serves(request) && used.insert(position).inserted {
                let registration = graph.registrations[position]
                if registration.codeClass == .app { live += waiting.removeValue(forKey: RegistryScope(registration)) ?? [] }
            }
        }
        for request in waiting.values.joined() { dead[Self.question(of: request), default: []].append(request) }
        for question in dead.keys { dead[question]!.sort { $0.location < $1.location } }
    }

    func isUsed(_ position: Int) -> Bool { used.contains(position) }

    /// A request dilint could not read in a container that sees the registration may be for its key.
    func mayBeRequestedUnread(_ registration: Registration) -> Bool {
        unreadScopes.contains(ContainerID(framework: registration.framework, codeClass: .app, storage: registration.storage))
    }

    /// The requests for a registration made by providers that never run: the first
    /// `NoteLimit.maximumNotes` in report order, and how many.
    func deadRequests(for position: Int) -> DeadRequests {
        let registration = graph.registrations[position]
        let scope = RegistryScope(registration)
        // The questions whose requests it serves: a test request sees app registrations, a name must match.
        let questions = [false, true].filter { registration.codeClass == .app || $0 }.flatMap { fromTest in
            [Question(scope: scope, fromTest: fromTest, name: nil)]
                + (registration.name.map { [Question(scope: scope, fromTest: fromTest, name: $0)] } ?? [])
        }
        let groups = questions.compactMap { dead[$0] }
        let limit = NoteLimit.maximumNotes
        let first = groups.flatMap { $0.prefix(limit) }.sorted { $0.location < $1.location }.prefix(limit)
        return DeadRequests(first: Array(first), count: groups.reduce(0) { $0 + $1.count })
    }

    private static func question(of request: Request) -> Question {
        Question(scope: RegistryScope(request), fromTest: request.codeClass == .test, name: request.name)
    }
}

/// A Dirk `Module` subclass all of whose registrations are unused: one finding at its declaration.
private struct UnusedModule {
    var name: String
    var location: SourceLocation
    var registrations: [Int]

    static func all(among unused: [Int], graph: DependencyGraph) -> [UnusedModule] {
        let unusedSet = Set(unused)
        var byModule: [String: [Int]] = [:]
        for (position, registration) in graph.registrations.enumerated() where registration.codeClass == .app {
            guard let name = registration.moduleName, registration.framework == .dirk else { continue }
            byModule[name, default: []].append(position)
        }
        return byModule.keys.sorted().compactMap { name in
            let positions = byModule[name]!
            guard positions.count > 1, positions.allSatisfy(unusedSet.contains),
                  let declared = graph.index.type(at: name.split(separator: ".").map(String.init)) else { return nil }
            return UnusedModule(name: name, location: declared.location, registrations: positions)
        }
    }
}
