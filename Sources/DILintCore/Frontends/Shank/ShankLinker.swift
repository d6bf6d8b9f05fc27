/// Shank's container semantics: each `Dependencies { … }` literal is a container that registers only
/// when something calls `build()` on it; keys are `String(describing:)` (the unqualified type name) or
/// the module's name; the last module of a key wins. Also links `component()` overloads into edges.
struct ShankLinker {
    let context: LinkContext

    private var linking: FactLinking { FactLinking(context: context, plugin: ShankPlugin.self) }

    func link(_ files: [FileFacts], into graph: inout DependencyGraph) {
        let shankFiles = Self.shankFiles(files)
        guard !shankFiles.isEmpty else { return }
        var containers: [(ModuleFact, CodeClass)] = []
        var builds: [(BootstrapFact, CodeClass)] = []
        let helperCalls = Dictionary(grouping: shankFiles.flatMap(\.1.helperCalls), by: \.name)
        let types = ShankContainerTypes(index: context.index, files: files)
        for (file, facts) in shankFiles {
            // `AppDependencies { Module { … } }` is a container when the class inherits Shank's (or may).
            let modules = facts.modules.filter { !$0.subclassesModuleIndirectly || types.constructs($0.subclassPath ?? []) != .notContainer }
            containers += modules.flatMap { module in Self.placed(module, calls: helperCalls) }.map { ($0, file.codeClass) }
            builds += facts.bootstraps.map { ($0, file.codeClass) }
            for request in facts.requests {
                if let linked = linkRequest(request, codeClass: file.codeClass, graph: &graph) { graph.requests.append(linked) }
            }
            graph.unresolved += linking.unanalyzable(facts)
            graph.unreadProviders += linking.unreadContributions(facts, codeClass: file.codeClass)
            graph.unreadRequests += linking.unreadRequests(facts, codeClass: file.codeClass)
        }
        let (reach, untied) = buildReach(containers: containers, builds: builds, types: types, graph: &graph)
        let appBuilds = reach.values.contains(.app)
        if !appBuilds { graph.unresolved += Self.untiedBuildNotes(untied.filter { $0.1 == .app }.map(\.0)) }
        for (container, fileClass) in containers {
            // With no container built at all, missing-bootstrap says so once; the requests are still
            // checked against every container rather than each reported as unregistered. A build() not
            // tied to a container may build any of its code class's.
            let reached = fileClass == .app && !appBuilds ? .app
                : reach[container.id] ?? (untied.contains { $0.1 == fileClass } ? fileClass : nil)
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
        // The files' Shank facts are looked up in one pass (every project's link passes here).
        var vendored = false, zamzamIsShank = false, anyFacts = false
        // By position: a file's facts are a large value, read here without a copy.
        for position in files.indices {
            guard let shank = files[position].placed.frameworks[.shank] else { continue }
            anyFacts = true
            if shank.vendoredDefinition != nil { vendored = true }
            if !shank.modules.isEmpty, files[position].placed.imports.contains(ShankVocabulary.zamzamCore) { zamzamIsShank = true }
        }
        func importsShank(_ imports: [String]) -> Bool {
            imports.contains { $0 == ShankVocabulary.zamzamCore ? zamzamIsShank : ShankVocabulary.importNames.contains($0) }
        }
        // Without a Shank fact there is nothing to keep, whatever the files import.
        guard anyFacts, vendored || files.indices.contains(where: { importsShank(files[$0].placed.imports) }) else { return [] }
        return files.compactMap { file in
            guard let facts = file.frameworks[.shank], facts.vendoredDefinition == nil else { return nil }
            if vendored || importsShank(file.placed.imports) { return (file, facts) }
            var components = FrameworkFacts()
            components.components = facts.components
            // Swift lets a file call members of a type another file imported the framework for
            // (`CompositionRoot.dependencies.build()`): the linker ties the build or proves it is another API's.
            components.bootstraps = facts.bootstraps.filter { $0.kind == .start }
            return components.isEmpty ? nil : (file, components)
        }
    }

    /// The widest code class whose `build()` reaches each container: by literal, or by the name of
    /// the variable or property it is stored in. And the builds tied to no container that may still
    /// build one (a factory's result, a parameter, a field of another value).
    private func buildReach(containers: [(ModuleFact, CodeClass)], builds: [(BootstrapFact, CodeClass)],
                            types: ShankContainerTypes, graph: inout DependencyGraph)
        -> (reach: [String: CodeClass], untied: [(BootstrapFact, CodeClass)]) {
        var byName: [String: [(ModuleFact, CodeClass)]] = [:]
        for (container, codeClass) in containers {
            if let name = container.variableName { byName[name, default: []].append((container, codeClass)) }
        }
        /// App code cannot build a test container; a container in the build's own file is the one meant.
        /// `anyClass`: the app names a container only "test" code declares, which proves that code is the
        /// app's (a test target is invisible to the app; a folder named like one, `ABTests`, is not).
        func built(named name: String, builtFrom build: BootstrapFact, in codeClass: CodeClass, anyClass: Bool) -> [String] {
            let candidates = (byName[name] ?? []).filter { anyClass || codeClass == .test || $0.1 == .app }
            let sameFile = candidates.filter { $0.0.location.file == build.location.file }
            return (sameFile.isEmpty ? candidates : sameFile).map(\.0.id)
        }
        var reach: [String: CodeClass] = [:]
        var untied: [(BootstrapFact, CodeClass)] = []
        let known = Set(containers.map(\.0.id))
        for (build, codeClass) in builds {
            func tied(anyClass: Bool) -> [String] {
                build.modules.flatMap { reference -> [String] in
                    switch reference {
                    case .literal(let id): return known.contains(id) ? [id] : []
                    case .opaque(let name): return built(named: name, builtFrom: build, in: codeClass, anyClass: anyClass)
                    // The container a function returns is stored under the function's name (`make()`).
                    case .helper(let call): return built(named: "\(call.name)()", builtFrom: build, in: codeClass, anyClass: anyClass)
                    case .subclass, .parameter: return []
                    }
                }
            }
            let own = tied(anyClass: false)
            let ids = own.isEmpty && codeClass == .app ? tied(anyClass: true) : own
            guard !ids.isEmpty else {
                // `.build()` on what is proved not a container is another API's.
                guard build.kind == .start, types.mayBuildContainer(build.modules) else { continue }
                untied.append((build, codeClass))
                graph.bootstraps.append(Bootstrap(framework: .shank, codeClass: codeClass, kind: .start,
                                                  location: build.location, conditions: build.conditions))
                continue
            }
            // A `register { … }` fills a static container in place; only `build()` replaces the root.
            graph.bootstraps.append(Bootstrap(framework: .shank, codeClass: codeClass, kind: .start,
                                              location: build.location, conditions: build.conditions,
                                              builtContainers: build.kind == .register ? [] : ids))
            for id in ids where reach[id] != .app { reach[id] = codeClass }
        }
        return (reach, untied)
    }

    /// With no build() tied to a container, those dilint could not tie are the app's only chance to build one.
    private static func untiedBuildNotes(_ builds: [BootstrapFact]) -> [Unresolved] {
        builds.prefix(3).map { build in
            Unresolved(framework: .shank,
                       message: "dilint cannot tell which Dependencies container this build() builds; if it builds none, every @Inject request crashes",
                       location: build.location)
        }
    }

    private func linkProvider(_ provider: ProviderFact, codeClass: CodeClass, graph: inout DependencyGraph) -> Registration? {
        let container = ContainerID(framework: .shank, codeClass: codeClass)
        // The type as the runtime names it: 'P & Sendable' and 'P' are one key and one type to Shank.
        guard let keyType = linking.keyType(of: provider, container: container, graph: &graph)?.shankRuntimeName else { return nil }
        // The compiler fills in the arguments of `Box(value: 3)`: the key is 'Box<Int>', which dilint cannot
        // spell. A module's name is its key whatever the type.
        if provider.name == nil, let generic = ShankInferredGenerics.bareGeneric(in: keyType, index: context.index) {
            graph.unresolved.append(Unresolved(
                framework: .shank,
                message: "cannot tell which type this Module provides: `\(generic)` is generic and its arguments are inferred from the call; write them (`\(generic)<…>`) or add `as P`",
                location: provider.location))
            graph.unreadProviders.append(UnreadProvider(container: container, location: provider.location))
            return nil
        }
        return linking.registration(of: provider, keyType: keyType, codeClass: codeClass, moduleName: nil, order: nil)
    }

    /// An Optional `@Inject` looks up 'Optional<P>' and, when nothing provides it, is nil instead of a crash.
    private func linkRequest(_ request: RequestFact, codeClass: CodeClass, graph: inout DependencyGraph) -> Request? {
        guard var linked = linking.request(request, codeClass: codeClass, graph: &graph) else { return nil }
        linked.keyType = linked.keyType.shankRuntimeName
        if case .optional = linked.keyType { linked.yieldsNilWhenMissing = true }
        return linked
    }
}
