/// `captive-dependency`: a singleton that builds a short-lived dependency while it is built keeps that
/// one instance for the rest of the process, whatever lifetime its registration promised.
public struct CaptiveDependencyRule: Rule {
    public static let id = "captive-dependency"
    public static let defaultSeverity = Severity.warning
    public static let summary = """
        A singleton resolves, while it is built, a dependency registered to be new at every resolution \
        (Dirk `Factory`; Zerk `.transient`, and Zerk `.scoped`, whose `restore()` builds a new instance each \
        time). The singleton is built once and keeps that one instance forever, so the short lifetime \
        written at the registration never happens for it: state meant to be fresh (a request, a session, \
        a form) is shared and goes stale. Only singletons capture: a Zerk `.scoped` value lives as long as \
        the property wrapper that holds it, and Shank modules and InjectGrail injectors have no singleton \
        lifetime, so they are not checked. Only init-time edges count (provider bodies, eager property \
        wrappers, resolution in `init`). Lazy edges are not reported: Dirk's `@Resolve` resolves on every \
        read and Zerk's `@Injected…` builds a transient on every read, which is the way to keep the short \
        lifetime; Dirk's `@Inject` keeps what its first read resolved, a choice written at the property. A \
        dependency whose built type is a struct or an enum is copied by value, and one whose class holds \
        nothing of its own (every stored property a `let` set by its initializer, holding a value type, a \
        singleton or such a class in turn) behaves the same whichever instance is kept: neither is \
        reported. The \
        finding is at the request, names the singleton and the short-lived provider, and the fix: register \
        the dependency as a singleton if one instance is right, or resolve it where it is used.
        """

    public init() {}

    public func check(_ graph: DependencyGraph) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var seen: Set<[String]> = []
        // Looked up once per edge: a filter over every registration per edge was quadratic in a large app.
        let byKey = Dictionary(grouping: graph.registrations) { KeyInContainer(container: $0.container, key: $0.key) }
        // The keys one provider is listed under, for the "also registered as" list of each finding.
        var keysByProvider: [ProviderInContainer: [String]] = [:]
        for registration in graph.registrations {
            keysByProvider[ProviderInContainer(container: registration.container, location: registration.location), default: []].append(registration.key)
        }
        // Both answers depend on a key and its container alone, and a key registered in many places is at
        // the end of many edges: each is worked out once.
        var captors: [KeyInContainer: Registration?] = [:]
        var captives: [KeyInContainer: Registration?] = [:]
        // Edges are sorted by (from, to, location): the first of a pair is the first request written.
        for edge in graph.edges where edge.timing == .initTime && Self.frameworks.contains(edge.container.framework) {
            guard edge.from != edge.to else { continue }
            let from = KeyInContainer(container: edge.container, key: edge.from)
            let singleton = captors[from] ?? {
                let found = captor(of: edge, byKey: byKey)
                captors[from] = found
                return found
            }()
            guard let singleton else { continue }
            let to = KeyInContainer(container: edge.container, key: edge.to)
            let captive = captives[to] ?? {
                let found = self.captive(of: edge, byKey: byKey, in: graph)
                captives[to] = found
                return found
            }()
            guard let provider = captive else { continue }
            // One Zerk provider listed under several keys is one instance: one finding, at its first key.
            let pair = [edge.container.framework.rawValue, edge.container.codeClass.rawValue,
                        edge.container.storage ?? "", "\(singleton.location)", edge.to]
            guard !seen.contains(pair) else { continue }
            seen.insert(pair)
            let framework = edge.container.framework
            // Once per finding, not per edge.
            let aliases = (keysByProvider[ProviderInContainer(container: edge.container, location: singleton.location)] ?? [])
                .filter { $0 != edge.from }
                .map { "'\($0)'" }
            let named = "'\(edge.from)'" + (aliases.isEmpty ? "" : " (also registered as \(aliases.joined(separator: ", ")))")
            diagnostics.append(Diagnostic(
                rule: Self.id, severity: Self.defaultSeverity, framework: framework,
                message: "singleton \(named) resolves \(Self.lifetimeName(provider, framework)) '\(edge.to)' while it is built and keeps that one instance forever; register '\(edge.to)' as a singleton if one instance is right, or \(Self.lazyFix(provider, framework))",
                location: edge.location, type: edge.to,
                notes: [
                    .init("'\(edge.from)' is a singleton registered here", at: singleton.location),
                    .init("'\(edge.to)' is registered as \(Self.lifetimeName(provider, framework)) here, a new instance at every resolution", at: provider.location),
                ],
                sites: [.request(framework: framework, key: edge.to, location: edge.location)]))
        }
        return diagnostics
    }

    /// Frameworks with a singleton lifetime next to a short one (reference: Zerk 1.x, Dirk).
    private static let frameworks = Set(FrameworkPlugins.all.filter { $0.wording.shortLived != nil }.map { $0.framework })

    private struct KeyInContainer: Hashable {
        var container: ContainerID
        var key: String
    }

    private struct ProviderInContainer: Hashable {
        var container: ContainerID
        var location: SourceLocation
    }

    /// The singleton that makes this request; nil unless every registration of its key is a singleton,
    /// because with a duplicate the request may belong to the other provider.
    private func captor(of edge: Edge, byKey: [KeyInContainer: [Registration]]) -> Registration? {
        let owners = byKey[KeyInContainer(container: edge.container, key: edge.from)] ?? []
        WorkCount.add(.captiveRegistrations, owners.count)
        guard !owners.isEmpty, owners.allSatisfy({ $0.lifetime == .singleton }) else { return nil }
        return owners[0]
    }

    /// The short-lived provider that serves the request; nil unless every registration that can serve it
    /// builds anew each time and none builds a value type. A test request is also served by app code.
    private func captive(of edge: Edge, byKey: [KeyInContainer: [Registration]], in graph: DependencyGraph) -> Registration? {
        let container = edge.container
        var visible = [container]
        if container.codeClass == .test { visible.append(ContainerID(framework: container.framework, codeClass: .app, storage: container.storage)) }
        let providers = visible.flatMap { byKey[KeyInContainer(container: $0, key: edge.to)] ?? [] }
            .sorted { $0.location < $1.location }
        WorkCount.add(.captiveRegistrations, providers.count)
        guard !providers.isEmpty,
              providers.allSatisfy({ Self.shortLived.contains($0.lifetime) && !isValueType($0, in: graph.index)
                  && !holdsNothingOfItsOwn($0, in: container, byKey: byKey, graph: graph) })
        else { return nil }
        return providers[0]
    }

    private static let shortLived: Set<Lifetime> = [.transient, .factory, .scoped]

    /// A struct or enum is copied on every hand-over: a captured copy shares no state with later ones.
    private func isValueType(_ registration: Registration, in index: ProjectIndex) -> Bool {
        guard let path = (registration.implementation ?? registration.keyType).nominalPath,
              let kind = index.type(at: path)?.kind
        else { return false }
        return kind == .struct || kind == .enum
    }

    /// A class of the project (and its superclasses) whose stored properties are all `let`s without a default,
    /// each holding a value type, a key registered only as a singleton, or such a class: a kept instance
    /// holds what a new one would. What dilint cannot see, or a value made per instance (`let id = UUID()`),
    /// is state.
    private func holdsNothingOfItsOwn(_ registration: Registration, in container: ContainerID,
                                      byKey: [KeyInContainer: [Registration]], graph: DependencyGraph) -> Bool {
        guard let built = (registration.implementation ?? registration.keyType).nominalPath else { return false }
        let resolver = TypeResolver(index: graph.index)
        var pending = [built]
        var seen: Set<[String]> = []
        while let path = pending.popLast() {
            guard seen.insert(path).inserted else { continue }
            if seen.count > 64 { return false }
            guard let declaration = graph.index.type(at: path) else { return false }
            switch declaration.kind {
            case .struct, .enum: continue
            case .class: break
            default: return false
            }
            for property in declaration.storedProperties {
                guard property.isLet, !property.hasDefault, let written = property.type,
                      let held = resolver.resolve(written, in: path).nominalPath else { return false }
                let key = held.joined(separator: ".")
                let providers = byKey[KeyInContainer(container: container, key: key)] ?? []
                if !providers.isEmpty, providers.allSatisfy({ $0.lifetime == .singleton }) { continue }
                pending.append(held)
            }
            for inherited in declaration.inherits {
                guard let inheritedPath = resolver.resolve(inherited, in: Array(path.dropLast())).nominalPath,
                      let kind = graph.index.type(at: inheritedPath)?.kind else { return false }
                if kind == .class { pending.append(inheritedPath) } else if kind != .protocol { return false }
            }
        }
        return true
    }

    /// The lazy form that gets a new instance at each use, as the reference says each framework has it.
    private static func lazyFix(_ provider: Registration, _ framework: Framework) -> String {
        framework.plugin.wording.shortLived?(provider.lifetime).lazyFix ?? ""
    }

    private static func lifetimeName(_ registration: Registration, _ framework: Framework) -> String {
        framework.plugin.wording.shortLived?(registration.lifetime).name ?? registration.lifetime.rawValue
    }
}
