/// `unregistered-type`: a request whose key no registration of its container provides.
public struct UnregisteredTypeRule: Rule {
    public static let id = "unregistered-type"
    public static let defaultSeverity = Severity.error
    public static let summary = """
        A type is requested (`@Inject`, `inject()`, `$0.get()`, …) but no provider in the container \
        registers its key, so resolving it crashes at run time. The most common cause is registering the \
        concrete type instead of the protocol the code asks for (a missing `as P` or `Factory<P>`). When \
        the only providers sit in `#if` branches the request is outside of, it is reported as a warning.
        """

    public init() {}

    public func check(_ graph: DependencyGraph) -> [Diagnostic] {
        var scopes: [ContainerID: VisibleRegistrations] = [:]
        var hintsByMissingKey: [MissingKey: [Diagnostic.Note]] = [:]
        var diagnostics: [Diagnostic] = []
        // Named requests have their own rule; an Optional that yields nil never crashes.
        for request in graph.requests where request.name == nil && !request.yieldsNilWhenMissing {
            let container = ContainerID(framework: request.framework, codeClass: request.codeClass)
            let visible = scopes[container] ?? {
                let scope = VisibleRegistrations(graph.registrations(for: request.framework, visibleFrom: request.codeClass))
                scopes[container] = scope
                return scope
            }()
            let matching = visible.byKey[request.key, default: []].filter { !$0.conditions.isExclusive(with: request.conditions) }
            if request.conditions.isCovered(by: matching.map(\.conditions)) { continue }
            if let conditional = matching.first {
                diagnostics.append(Diagnostic(
                    rule: Self.id, severity: .warning, framework: request.framework,
                    message: "'\(request.key)' is registered only when \(conditional.conditions.displayText); \(request.form) here crashes in other build configurations",
                    location: request.location, type: request.key,
                    notes: matching.map { .init("registered here under #if \($0.conditions.displayText)", at: $0.location) }))
                continue
            }
            // Hints depend only on the key and its container, and a missing key is often requested
            // at hundreds of sites: compute them once.
            let missing = MissingKey(container: container, key: request.key)
            let notes = hintsByMissingKey[missing] ?? {
                let notes = hints(for: request, visible: visible, graph: graph)
                hintsByMissingKey[missing] = notes
                return notes
            }()
            diagnostics.append(Diagnostic(
                rule: Self.id, severity: Self.defaultSeverity, framework: request.framework,
                message: "'\(request.key)' is not registered with \(request.framework.displayName); \(request.form) here crashes at run time",
                location: request.location, type: request.key, notes: notes))
        }
        return diagnostics
    }

    private struct MissingKey: Hashable {
        var container: ContainerID
        var key: String
    }

    /// The registrations one container's requests can be served by, indexed by key.
    private struct VisibleRegistrations {
        let all: [Registration]
        let byKey: [String: [Registration]]
        let keys: [String]

        init(_ registrations: [Registration]) {
            all = registrations
            byKey = Dictionary(grouping: registrations, by: \.key)
            keys = byKey.keys.sorted()
        }
    }

    private func hints(for request: Request, visible: VisibleRegistrations, graph: DependencyGraph) -> [Diagnostic.Note] {
        var notes: [Diagnostic.Note] = []
        if let test = graph.registrations.first(where: {
            $0.framework == request.framework && $0.key == request.key && $0.codeClass == .test && request.codeClass == .app
        }) {
            notes.append(.init("only test code registers '\(request.key)'; test registrations do not reach the app", at: test.location))
        }
        if case .optional(let wrapped) = request.keyType, request.framework == .dirk,
           let plain = visible.byKey[DirkLinker.key(of: wrapped)]?.first {
            notes.append(.init("Dirk does not unwrap Optionals: '\(plain.key)' is registered, but '\(request.key)' is a different key; inject '\(plain.key)' or register '\(request.key)'", at: plain.location))
        }
        notes += forgottenCasts(for: request, visible: visible.all, index: graph.index)
        for inactive in graph.inactiveRegistrations where inactive.framework == request.framework && inactive.key == request.key {
            let unused = inactive.framework == .shank ? "is never built" : "is never passed to Dirk.start or register"
            notes.append(.init("'\(inactive.moduleName ?? "its module")' provides '\(request.key)' but \(unused)", at: inactive.location))
        }
        for suggestion in Suggestions.closest(to: request.key, among: visible.keys) {
            // A registration already named by a hint (the forgotten `as P`) needs no "did you mean".
            if let registration = visible.byKey[suggestion]?.first, !notes.contains(where: { $0.location == registration.location }) {
                notes.append(.init("did you mean '\(suggestion)'?", at: registration.location))
            }
        }
        return notes
    }

    /// The "forgot `as P`" bug: a registered type conforms to the requested protocol but is keyed by itself.
    private func forgottenCasts(for request: Request, visible: [Registration], index: ProjectIndex) -> [Diagnostic.Note] {
        guard let wanted = request.keyType.nominalPath else { return [] }
        var notes: [Diagnostic.Note] = []
        var seen: Set<String> = []
        for registration in visible {
            guard let built = (registration.implementation ?? registration.keyType).nominalPath,
                  index.conforms(built, to: wanted) == true, seen.insert(registration.key).inserted else { continue }
            let builtName = built.joined(separator: ".")
            let fix = request.framework == .shank
                ? "register it as `Module { \(builtName)() as \(request.key) }`"
                : "register it as \(registration.form)<\(request.keyType.canonical)> { … } or return '… as \(request.keyType.canonical)'"
            notes.append(.init(
                "'\(builtName)' conforms to '\(request.key)' but is registered under its own type; \(fix)",
                at: registration.location))
        }
        return notes
    }
}
