/// Shank's container semantics: each `Dependencies { … }` literal is a container that registers only
/// when something calls `build()` on it; keys are `String(describing:)` (the unqualified type name) or
/// the module's name; the last module of a key wins. Also links `component()` overloads into edges.
struct ShankLinker {
    let context: LinkContext

    /// `String(describing: T.self)`: the last name component, generic arguments unqualified too.
    static func key(of type: TypeRef) -> String { type.unqualified }

    func link(_ files: [FileFacts], into graph: inout DependencyGraph) {
        let shankFiles = Self.shankFiles(files)
        guard !shankFiles.isEmpty else { return }
        var containers: [(ModuleFact, CodeClass)] = []
        var builds: [(BootstrapFact, CodeClass)] = []
        let helperCalls = Dictionary(grouping: shankFiles.flatMap(\.1.helperCalls), by: \.name)
        for (file, facts) in shankFiles {
            containers += facts.modules.flatMap { module in Self.placed(module, calls: helperCalls) }.map { ($0, file.codeClass) }
            builds += facts.bootstraps.map { ($0, file.codeClass) }
            for request in facts.requests {
                if let linked = linkRequest(request, codeClass: file.codeClass, graph: &graph) { graph.requests.append(linked) }
            }
            graph.unresolved += facts.unanalyzable.map { Unresolved(framework: .shank, message: $0.message, location: $0.location) }
        }
        let reach = buildReach(containers: containers, builds: builds, graph: &graph)
        let appBuilds = reach.values.contains(.app)
        for (container, fileClass) in containers {
            // With no container built at all, missing-bootstrap says so once; the requests are still
            // checked against every container rather than each reported as unregistered.
            let reached = fileClass == .app && !appBuilds ? .app : reach[container.id]
            for (position, provider) in container.providers.enumerated() {
                guard var registration = linkProvider(provider, codeClass: reached ?? fileClass, graph: &graph) else { continue }
                registration.order = [0, position]
                // Blocks registered into one static container run in an order only the app knows.
                registration.orderScope = "\(container.location)"
                registration.containerInstance = container.id
                registration.moduleName = container.variableName ?? ShankVocabulary.container
                if reached == nil {
                    graph.inactiveRegistrations.append(registration)
                } else {
                    graph.registrations.append(registration)
                }
            }
        }
        ShankComponents(context: context).link(shankFiles, into: &graph)
    }

    /// A `register { … }` block in a helper of the container's extension registers wherever the helper
    /// is called: into that call's static container, under that call's `#if`s; once per call.
    private static func placed(_ module: ModuleFact, calls: [String: [HelperCallFact]]) -> [ModuleFact] {
        guard let helper = module.helper, let sites = calls[helper], !sites.isEmpty else { return [module] }
        return sites.map { site in
            var placed = module
            placed.conditions = site.conditions + module.conditions
            placed.providers = module.providers.map { provider in
                var provider = provider
                provider.storage = site.storage
                provider.conditions = site.conditions + provider.conditions
                return provider
            }
            return placed
        }
    }

    /// Files whose candidate facts are Shank's: the project imports Shank or vendors its source,
    /// and the file is not that source itself. Containers and `@Inject` need the file to see Shank;
    /// module types' `component()` overloads and builds of a stored container do not, so other files
    /// keep only those.
    static func shankFiles(_ files: [FileFacts]) -> [(FileFacts, FrameworkFacts)] {
        let vendored = files.contains { $0.frameworks[.shank]?.vendoredDefinition != nil }
        let zamzamIsShank = files.contains { file in
            file.imports.contains(ShankVocabulary.zamzamCore) && !(file.frameworks[.shank]?.modules.isEmpty ?? true)
        }
        func importsShank(_ file: FileFacts) -> Bool {
            file.imports.contains { $0 == ShankVocabulary.zamzamCore ? zamzamIsShank : ShankVocabulary.importNames.contains($0) }
        }
        let imported = files.contains(where: importsShank)
        guard vendored || imported else { return [] }
        return files.compactMap { file in
            guard let facts = file.frameworks[.shank], facts.vendoredDefinition == nil else { return nil }
            if vendored || importsShank(file) { return (file, facts) }
            var components = FrameworkFacts()
            components.components = facts.components
            // Swift lets a file call members of a type another file imported the framework for
            // (`CompositionRoot.dependencies.build()`): a build names its container, so it only counts
            // when a Shank file stores a container under that name.
            components.bootstraps = facts.bootstraps.filter { $0.modules.allSatisfy(\.isStoredContainer) }
            return components.isEmpty ? nil : (file, components)
        }
    }

    /// The widest code class whose `build()` reaches each container: by literal, or by the name of
    /// the variable or property it is stored in.
    private func buildReach(containers: [(ModuleFact, CodeClass)], builds: [(BootstrapFact, CodeClass)],
                            graph: inout DependencyGraph) -> [String: CodeClass] {
        var byName: [String: [(ModuleFact, CodeClass)]] = [:]
        for (container, codeClass) in containers {
            if let name = container.variableName { byName[name, default: []].append((container, codeClass)) }
        }
        /// App code cannot build a test container; a container in the build's own file is the one meant.
        func built(named name: String, builtFrom build: BootstrapFact, in codeClass: CodeClass) -> [String] {
            let candidates = (byName[name] ?? []).filter { codeClass == .test || $0.1 == .app }
            let sameFile = candidates.filter { $0.0.location.file == build.location.file }
            return (sameFile.isEmpty ? candidates : sameFile).map(\.0.id)
        }
        var reach: [String: CodeClass] = [:]
        for (build, codeClass) in builds {
            let ids: [String] = build.modules.flatMap { reference -> [String] in
                switch reference {
                case .literal(let id): return [id]
                case .opaque(let name): return built(named: name, builtFrom: build, in: codeClass)
                case .subclass: return []
                }
            }
            // `.build()` on something that is not a container is another API.
            guard !ids.isEmpty else { continue }
            // A `register { … }` fills a static container in place; only `build()` replaces the root.
            graph.bootstraps.append(Bootstrap(framework: .shank, codeClass: codeClass, kind: .start,
                                              location: build.location, conditions: build.conditions,
                                              builtContainers: build.kind == .register ? [] : ids))
            for id in ids where reach[id] != .app { reach[id] = codeClass }
        }
        return reach
    }

    private func linkProvider(_ provider: ProviderFact, codeClass: CodeClass, graph: inout DependencyGraph) -> Registration? {
        let keyType: TypeRef
        switch context.resolve(provider.key, in: provider.scope) {
        case .success(let type): keyType = type
        case .failure(let reason):
            graph.unresolved.append(Unresolved(
                framework: .shank, message: "cannot tell which type this Module provides: \(reason.text)",
                location: provider.location))
            graph.unreadProviders.append(UnreadProvider(container: ContainerID(framework: .shank, codeClass: codeClass),
                                                        location: provider.location))
            return nil
        }
        var registration = Registration(
            framework: .shank, codeClass: codeClass, key: provider.name ?? Self.key(of: keyType), keyType: keyType,
            implementation: provider.implementation.map { context.resolver.resolve($0, in: provider.scope.typePath) },
            lifetime: provider.lifetime, form: provider.form, moduleName: nil, location: provider.location,
            conditions: provider.conditions, order: nil)
        registration.name = provider.name
        registration.storage = provider.storage
        registration.providerText = provider.text
        registration.editPoints = provider.editPoints
        return registration
    }

    private func linkRequest(_ request: RequestFact, codeClass: CodeClass, graph: inout DependencyGraph) -> Request? {
        switch context.resolve(request.type, in: request.scope) {
        case .success(let type):
            var linked = Request(framework: .shank, codeClass: codeClass, key: request.name ?? Self.key(of: type), keyType: type,
                                 form: request.form, ownerPath: request.ownerPath, providerKey: nil, timing: request.timing,
                                 location: request.location, conditions: request.conditions)
            linked.name = request.name
            linked.storage = request.storage
            if case .optional = type { linked.yieldsNilWhenMissing = true }
            return linked
        case .failure(let reason):
            graph.unresolved.append(Unresolved(
                framework: .shank, message: "cannot tell which type `\(request.form)` resolves here: \(reason.text)",
                location: request.location))
            return nil
        }
    }
}

private extension ModuleReference {
    /// A container named by the variable or property it is stored in.
    var isStoredContainer: Bool {
        if case .opaque = self { return true }
        return false
    }
}
