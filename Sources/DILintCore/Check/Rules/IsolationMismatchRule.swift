/// `isolation-mismatch`: a request, made where code certainly runs off the main actor, of a key whose
/// provider builds a type isolated to the main actor.
public struct IsolationMismatchRule: Rule {
    public static let id = "isolation-mismatch"
    public static let defaultSeverity = Severity.warning
    public static let summary = """
        A request made where code runs off the main actor (a `Task.detached`, `Thread` or global dispatch \
        queue closure, a `nonisolated` function, an actor's method) of a key whose provider is isolated to \
        the main actor: written in a `@MainActor` function or type (where a SwiftUI app starts its container), \
        or building a `@MainActor` type (written on it, its superclass or a protocol of its declaration; from a \
        nonisolated provider that does not compile). The provider's closure inherits the main actor's \
        isolation, and the container calls it on the requesting thread, whatever it builds. In Swift 6 language \
        mode the app stops there: Swift checks the closure's isolation when it runs and traps \
        (`_dispatch_assert_queue_fail`, signal 4). In Swift 5 mode nothing checks: the provider runs on a \
        background thread, a data race on everything it touches. A warning: which mode the app builds in is \
        not in the code dilint reads.
        """
    public static let fix = """
        Resolve the value on the main actor (`await MainActor.run { try inject() }`, or inside `Task { @MainActor in … }`) \
        and hand it to the background work; or fill the container from a nonisolated function when nothing it \
        builds needs the main actor.
        """

    public init() {}

    public func check(_ graph: DependencyGraph) -> [Diagnostic] {
        var isolated: [[String]: Bool] = [:]
        func isMainActor(_ path: [String]) -> Bool {
            if let known = isolated[path] { return known }
            isolated[path] = false  // a cycle of declarations ends here
            let answer = Self.isMainActor(path, index: graph.index, ask: isMainActor)
            isolated[path] = answer
            return answer
        }
        let byScope = Dictionary(grouping: graph.registrations, by: RegistryScope.init)
        var findings: [Diagnostic] = []
        for request in graph.requests {
            guard let context = request.offMainActor else { continue }
            let serving = (byScope[RegistryScope(request)] ?? []).filter { $0.serves(request) }
            let builtIsolated = { (registration: Registration) in (registration.implementation?.nominalPath).map(isMainActor) ?? false }
            guard let registration = serving.first(where: { $0.writtenOnMainActor || builtIsolated($0) }) else { continue }
            var notes: [Diagnostic.Note] = []
            if let built = registration.implementation?.nominalPath, builtIsolated(registration) {
                let name = built.joined(separator: ".")
                notes.append(.init("its provider builds '\(name)', which is isolated to the main actor", at: registration.location))
                if let declaration = graph.index.type(at: built) {
                    notes.append(.init("'\(name)' is declared @MainActor here (or inherits it)", at: declaration.location))
                }
            } else {
                notes.append(.init("its provider is written where code runs on the main actor, so its closure is isolated to it", at: registration.location))
            }
            findings.append(Diagnostic(
                rule: Self.id, severity: Self.defaultSeverity, framework: request.framework,
                message: "\(request.form) in \(context) resolves '\(request.key)', whose provider is isolated to the main actor: Swift 6 stops the app here, Swift 5 runs the provider on a background thread",
                location: request.location, type: request.key, notes: notes, sites: [.request(request)]))
        }
        return findings
    }

    /// `@MainActor` on the declaration, or on its superclass or a protocol it conforms to in its declaration
    /// (Swift infers the isolation from those, not from conformances added in extensions).
    private static func isMainActor(_ path: [String], index: ProjectIndex, ask: ([String]) -> Bool) -> Bool {
        guard let declaration = index.type(at: path) else { return false }
        if declaration.isMainActor { return true }
        let resolver = TypeResolver(index: index)
        return declaration.inherits.contains { written in
            resolver.resolve(written, in: Array(path.dropLast())).nominalPath.map(ask) ?? false
        }
    }
}
