/// The steps every framework's linker takes with a provider or a request: resolve the type the fact is
/// about, key it as the framework's runtime does, or record why it cannot be known (kept, never guessed).
/// The framework supplies its key function and its words; the cascade exists once.
struct FactLinking {
    let context: LinkContext
    let plugin: any FrameworkPlugin.Type

    /// The type a provider registers under, or nil after recording that it cannot be read. A provider that
    /// runs (`runs`) and cannot be read may be the provider of any key its container misses.
    func keyType(of provider: ProviderFact, container: ContainerID, runs: Bool = true,
                 graph: inout DependencyGraph) -> TypeRef? {
        switch context.resolve(provider.key, in: provider.scope) {
        case .success(let type):
            return type
        case .failure(let reason):
            graph.unresolved.append(Unresolved(
                framework: plugin.framework,
                message: "cannot tell which type \(plugin.wording.unreadProvider(provider.form)): \(reason.text)",
                location: provider.location))
            if runs { graph.unreadProviders.append(UnreadProvider(container: container, location: provider.location)) }
            return nil
        }
    }

    /// A registration of `provider` under `keyType`, keyed as the framework keys it (or by its name).
    func registration(of provider: ProviderFact, keyType: TypeRef, codeClass: CodeClass, moduleName: String?,
                      order: [Int]?) -> Registration {
        var registration = Registration(
            framework: plugin.framework, codeClass: codeClass, key: provider.name ?? plugin.registrationKey(of: keyType),
            keyType: keyType, implementation: provider.implementation.map { context.resolver.resolve($0, in: provider.scope.typePath) },
            lifetime: provider.lifetime, form: provider.form, moduleName: moduleName, location: provider.location,
            conditions: provider.conditions, order: order)
        registration.name = provider.name
        registration.storage = provider.storage
        registration.providerText = provider.text
        registration.editPoints = provider.editPoints
        registration.writtenOnMainActor = provider.writtenOnMainActor
        if provider.implementation == nil { registration.providedBy = Self.providingExpression(provider.key) }
        return registration
    }

    /// A shared instance or a function that provides the value, as the code names it.
    private static func providingExpression(_ key: TypeSource) -> String? {
        switch key {
        case .staticMember(let owner, let name):
            return "\(owner.canonical).\(name)"
        case .functionResult(let reference):
            return (reference.base.map { "\($0.canonical)." } ?? "") + reference.name + (reference.isReference ? "" : "()")
        default:
            return nil
        }
    }

    /// The request keyed as the framework looks it up (or by its name), or nil after recording why its
    /// type cannot be known. `providerKey`: the registration whose provider makes it, for dependencies.
    func request(_ fact: RequestFact, codeClass: CodeClass, providerKey: String? = nil,
                 graph: inout DependencyGraph) -> Request? {
        switch context.resolve(fact.type, in: fact.scope) {
        case .success(let type):
            var linked = Request(framework: plugin.framework, codeClass: codeClass, key: fact.name ?? plugin.requestKey(of: type),
                                 keyType: type, form: fact.form, ownerPath: fact.ownerPath, providerKey: providerKey,
                                 timing: fact.timing, location: fact.location, conditions: fact.conditions)
            linked.name = fact.name
            linked.storage = fact.storage
            linked.passedArguments = fact.passedArguments
            linked.offMainActor = fact.offMainActor
            linked.implicitlyUnwrapped = fact.implicitlyUnwrapped
            return linked
        case .failure(let reason):
            graph.unresolved.append(Unresolved(
                framework: plugin.framework,
                message: "cannot tell which type `\(fact.form)` \(plugin.wording.requestVerb) here: \(reason.text)",
                location: fact.location))
            graph.unreadRequests.append(UnreadRequest(
                container: ContainerID(framework: plugin.framework, codeClass: codeClass, storage: fact.storage), location: fact.location))
            return nil
        }
    }

    /// A dependency a provider requests while it builds: the request, and the edge from the key it builds.
    func add(_ request: Request, madeBy key: String, to graph: inout DependencyGraph) {
        graph.requests.append(request)
        graph.edges.append(Edge(container: request.container, from: key, to: request.key, timing: request.timing,
                                location: request.location, form: request.form))
    }

    /// Spots the frontend saw but could not analyse, as the framework's unresolved notes.
    func unanalyzable(_ facts: FrameworkFacts) -> [Unresolved] {
        facts.unanalyzable.map { Unresolved(framework: plugin.framework, message: $0.message, location: $0.location) }
    }

    /// The spots among them that only ask (a request by a name dilint cannot read): any key of the
    /// container for `codeClass` may be what they ask for.
    func unreadRequests(_ facts: FrameworkFacts, codeClass: CodeClass) -> [UnreadRequest] {
        facts.unanalyzable.filter { !$0.mayRegister }.map {
            UnreadRequest(container: ContainerID(framework: plugin.framework, codeClass: codeClass), location: $0.location)
        }
    }

    /// The spots among them that may register into the framework's container for `codeClass`: what they
    /// register is unknown, so a key that container seems to miss may be theirs.
    func unreadContributions(_ facts: FrameworkFacts, codeClass: CodeClass) -> [UnreadProvider] {
        facts.unanalyzable.filter(\.mayRegister).map {
            UnreadProvider(container: ContainerID(framework: plugin.framework, codeClass: codeClass), location: $0.location,
                           mayBootstrap: $0.mayBootstrap)
        }
    }
}
