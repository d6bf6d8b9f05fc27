/// Dirk's container semantics: which modules reach `Dirk.start` or `register`, in what order
/// (the last provider of a key wins), and its key function — `String(reflecting:)`, the qualified
/// nesting path with `Optional` kept.
struct DirkLinker: Sendable {
    let context: LinkContext

    func link(_ files: [FileFacts], into graph: inout DependencyGraph) {
        // Each module by its reader and place: a module is a large value, copied once, where it is linked.
        var modules: [(reader: Int, module: Int)] = []
        var starts: [(BootstrapFact, CodeClass, fileIndex: Int)] = []
        var instantiations: [(ModuleInstantiationFact, CodeClass)] = []
        var readers: [(facts: FrameworkFacts, codeClass: CodeClass)] = []
        let (notDirk, builtEagerly) = placesReadOnOtherTypes(files)
        let handled = Set(files.flatMap { file in
            (file.placed.frameworks[.dirk]?.helperCalls ?? []).filter { $0.name == DirkVocabulary.handledMark }.map(\.location)
        })
        let untried = Set(files.flatMap { file in
            (file.placed.frameworks[.dirk]?.helperCalls ?? []).filter { $0.name == DirkVocabulary.untriedMark }.map(\.location)
        })
        let ownInject = OwnInjectMethods(context: context)
        // By position: a file's facts are a large value, read here without a copy.
        for fileIndex in files.indices {
            guard var facts = files[fileIndex].placed.frameworks[.dirk] else { continue }
            if !facts.helperCalls.isEmpty {
                facts.drop(at: notDirk)
                for request in facts.requests.indices where builtEagerly.contains(facts.requests[request].location) {
                    facts.requests[request].timing = .initTime
                }
            }
            if !untried.isEmpty {
                facts.requests.removeAll { untried.contains($0.location) && ownInject.isVisible(in: $0.scope.typePath) }
            }
            let codeClass = files[fileIndex].codeClass
            readers.append((facts, codeClass))
            for module in facts.modules.indices { modules.append((readers.count - 1, module)) }
            instantiations += facts.moduleInstantiations.map { ($0, codeClass) }
            for bootstrap in facts.bootstraps {
                graph.bootstraps.append(Bootstrap(framework: .dirk, codeClass: codeClass, kind: bootstrap.kind,
                                                  location: bootstrap.location, conditions: bootstrap.conditions))
                if bootstrap.kind != .stop { starts.append((bootstrap, codeClass, fileIndex)) }
            }
        }
        let handedOver = files.flatMap { file in
            (file.placed.frameworks[.dirk]?.helperCalls ?? []).filter { $0.name == DirkVocabulary.handedOverMark }
                .compactMap { mark in mark.storage.map { (callee: $0, location: mark.location, codeClass: file.codeClass) } }
        }
        if !handedOver.isEmpty {
            let unread = HandedOverModules.unread(handedOver, index: context.index)
            graph.unresolved += unread.unresolved
            graph.unreadProviders += unread.providers
        }
        // Constants for the parts, which may run on other threads.
        let linking = linking
        let fileFacts = readers
        context.appendParts(fileFacts.count, into: &graph) { position, graph in
            let (facts, codeClass) = fileFacts[position]
            for request in facts.requests {
                guard var linked = linking.request(request, codeClass: codeClass, graph: &graph) else { continue }
                linked.yieldsNilWhenMissing = handled.contains(request.location)
                graph.requests.append(linked)
            }
            graph.unresolved += linking.unanalyzable(facts)
            graph.unreadProviders += linking.unreadContributions(facts, codeClass: codeClass)
            graph.unreadRequests += linking.unreadRequests(facts, codeClass: codeClass)
        }

        // The modules each helper declaration writes (`func makeModule() -> Module { Module { … } }`), for
        // the starts that call it; a helper that writes none is code dilint could not follow.
        var helperModules = HelperModules()
        for (reader, position) in modules {
            let module = readers[reader].facts.modules[position]
            if let helper = module.helper { helperModules.add(module, writtenIn: helper) }
        }
        for reader in readers { reader.facts.helperForwards.forEach { helperModules.add($0) } }
        // Each helper a start element names is walked once; what it reaches serves the order, the conditions
        // and the branches below.
        var reachedByHelper: [HelperReference: HelperModules.Reached] = [:]
        for (start, codeClass, _) in starts {
            for case .helper(let helper) in start.modules {
                let reached = reachedByHelper[helper] ?? helperModules.reached(from: helper)
                reachedByHelper[helper] = reached
                for call in reached.calls { helperModules.instantiate(at: call, codeClass: codeClass) }
                for (text, location) in reached.unread {
                    graph.unresolved.append(Unresolved(framework: .dirk, message: DirkVisitor.cannotFollow(text), location: location))
                    graph.unreadProviders.append(UnreadProvider(container: ContainerID(framework: .dirk, codeClass: codeClass), location: location))
                }
            }
        }
        let readBodies = Set(modules.compactMap { place -> String? in
            let module = readers[place.reader].facts.modules[place.module]
            return module.subclassPath == nil ? nil : module.id
        })
        let bodies = InheritedBodies(context: context, read: readBodies)
        let ids = ModuleIDs(helperModules: helperModules, reached: reachedByHelper) { bodies.id(of: subclassModuleID($0, $1)) }
        recordUnreadBodies(starts, ids: ids, bodies: bodies, instantiations: instantiations, into: &graph)
        let order = moduleOrder(starts, ids: ids)
        let referenceConditions = subclassReferenceConditions(starts, ids: ids)
        let branches = runTimeBranches(starts, ids: ids)
        let usedSubclasses = usedModuleSubclasses(instantiations, bodies: bodies)
        let unstartedLiterals = literalsNoStartReaches(readers, starts: starts, order: order, graph: graph)
        let appDeclared = Set(modules.compactMap { place -> [String]? in
            let module = readers[place.reader].facts.modules[place.module]
            guard readers[place.reader].codeClass == .app, let path = module.subclassPath else { return nil }
            return context.declarationPath(path)
        })
        let linker = self
        let reached = modules
        let instances = helperModules.instances
        context.appendParts(reached.count, into: &graph) { moduleIndex, graph in
            let (reader, position) = reached[moduleIndex]
            let template = fileFacts[reader].facts.modules[position]
            // A module of a generic helper registers once per call, with the call's types, into the calling
            // start's container; with no call a start makes, it registers nothing (a call in code dilint could
            // not read is an unread place of that start).
            let instantiated = instances[template.id].map { $0.map { (template.instantiated(at: $0.call), $0.codeClass) } }
            let written = template.helperSignature == nil ? [(template, fileFacts[reader].codeClass)] : []
            for (module, fileClass) in instantiated ?? written {
            guard !module.subclassesModuleIndirectly || linker.inheritsModule(module.subclassPath ?? []) else { return }
            let reach: CodeClass?
            if let path = module.subclassPath {
                let declared = linker.context.declarationPath(path)
                // App code cannot name a module only test code declares: one an app start names, with no
                // declaration in app code, is in a folder read as tests by its name (`Features/SpeedTests/`).
                reach = usedSubclasses[declared].map { fileClass == .test && !($0 == .app && !appDeclared.contains(declared)) ? .test : $0 }
            } else {
                reach = unstartedLiterals.contains(module.id) ? nil : fileClass
            }
            for (position, provider) in module.providers.enumerated() {
                guard var registration = linker.linkProvider(provider, module: module, codeClass: reach ?? fileClass, active: reach != nil, handled: handled,
                                                             order: order[module.id].map { $0 + [position] }, graph: &graph)
                else { continue }
                // `#if DEBUG FakeModule() #else DeviceModule() #endif` in a start: the reference's condition
                // holds for everything the module registers.
                registration.conditions += referenceConditions[module.id] ?? []
                // Each `Dirk.start` builds its own container (an app and its extension start one each):
                // a key provided in two of them is not a duplicate.
                registration.containerInstance = order[module.id].map { "start \($0[0])" }
                registration.branch = branches[module.id]
                if reach == nil {
                    graph.inactiveRegistrations.append(registration)
                } else {
                    graph.registrations.append(registration)
                }
            }
            }
        }
    }

    /// A module type a start or register names whose providers dilint never read: a subclass without a
    /// `super.init { … }` it found, one declared outside the analysed code (a package's module), `Module`
    /// built by a builder function (`Module(makeProviders)`). What it registers is unknown, so a key the
    /// container seems to miss may be its: an unread place of that container, not an empty module.
    private func recordUnreadBodies(_ starts: [(BootstrapFact, CodeClass, fileIndex: Int)], ids: ModuleIDs, bodies: InheritedBodies,
                                    instantiations: [(ModuleInstantiationFact, CodeClass)], into graph: inout DependencyGraph) {
        var reported: Set<[String]> = []
        for (start, codeClass, _) in starts {
            for reference in start.modules {
                let types: [(TypeRef, Scope)]
                switch reference {
                case .subclass(let type, let scope): types = [(type, scope)]
                case .helper(let helper): types = ids.reached[helper]?.subclasses ?? []
                case .literal, .opaque, .parameter: types = []
                }
                for (type, scope) in types {
                    let declared = context.declarationPath(context.resolver.resolve(type, in: scope.typePath).nominalPath ?? [])
                    // `Dirk.Module(…)` is `Module(…)` written where another `Module` is in scope.
                    let path = declared == [DirkVocabulary.container, DirkVocabulary.moduleClass] ? [DirkVocabulary.moduleClass] : declared
                    let id = path.joined(separator: ".")
                    guard !path.isEmpty, !bodies.read.contains(bodies.id(of: id)), reported.insert([codeClass.rawValue] + path).inserted
                    else { continue }
                    let written = instantiations.first {
                        $0.0.location.file == start.location.file && subclassModuleID($0.0.type, $0.0.scope) == id
                    } ?? instantiations.first { subclassModuleID($0.0.type, $0.0.scope) == id }
                    let location = written?.0.location ?? start.location
                    graph.unresolved.append(Unresolved(framework: .dirk, message: unreadBodyMessage(path), location: location))
                    graph.unreadProviders.append(UnreadProvider(container: ContainerID(framework: .dirk, codeClass: codeClass), location: location))
                }
            }
        }
    }

    private func unreadBodyMessage(_ path: [String]) -> String {
        let name = path.joined(separator: ".")
        if path == [DirkVocabulary.moduleClass] {
            return "dilint reads the providers of a `Module { … }` literal only; it cannot tell what this Module registers"
        }
        if context.index.type(at: path) == nil {
            return "`\(name)` is not declared in the analysed code (a package's or framework's module?); dilint cannot tell what it registers"
        }
        return "dilint found no `super.init { … }` of `\(name)` it could read; it cannot tell what this module registers"
    }

    /// The places of facts read on a name other than `Dirk` or one of its wrappers (`DI.start { … }`,
    /// `DI.get().get(C.self)`, `@Dependency`) that the project's typealiases do not resolve to it: another
    /// type's `start`, `stop` or `get`, another wrapper. Such a wrapper was read as a lazy one (an initializer
    /// that reads it makes it init-time); the places of those whose name resolves to an eager one come second.
    private func placesReadOnOtherTypes(_ files: [FileFacts]) -> (Set<SourceLocation>, Set<SourceLocation>) {
        var resolved: [String: [[String]]] = [:]
        var places: Set<SourceLocation> = []
        var eager: Set<SourceLocation> = []
        for file in files {
            for mark in file.placed.frameworks[.dirk]?.helperCalls ?? [] {
                guard mark.name != DirkVocabulary.handedOverMark, let name = mark.storage else { continue }
                let meanings = resolved[name] ?? self.meanings(of: name)
                resolved[name] = meanings
                if mark.name == DirkVocabulary.wrapperMark {
                    // `Inject`, or `Dirk.Inject` written with its module.
                    let wrappers = meanings.filter { $0.count == 1 || $0.count == 2 && $0[0] == DirkVocabulary.container }
                    guard let timing = wrappers.lazy.compactMap({ $0.last.flatMap { DirkVocabulary.wrappers[$0] } }).first else {
                        places.insert(mark.location)
                        continue
                    }
                    if timing == .initTime { eager.insert(mark.location) }
                } else if !meanings.contains([DirkVocabulary.container]) {
                    places.insert(mark.location)
                }
            }
        }
        return (places, eager)
    }

    /// What a name may mean where it is read: at the top level, or as a typealias of that name nested in
    /// a type (`enum Boot { typealias DI = Dirk }`, read inside `Boot`; a fact's place keeps no scope).
    private func meanings(of name: String) -> [[String]] {
        var meanings = [context.resolver.resolve(.path([name]), in: []).nominalPath ?? []]
        for alias in context.index.typealiases.values where alias.path.count > 1 && alias.path.last == name {
            meanings.append(context.resolver.resolve(alias.target, in: Array(alias.path.dropLast())).nominalPath ?? [])
        }
        return meanings
    }

    /// The `Module { … }` literals no start or register reaches, where that is proved: their code has a start,
    /// and nothing in its container could not be read (an unread element may be the one that passes them).
    /// Such a literal registers nothing, as in a helper function nothing calls.
    private func literalsNoStartReaches(_ readers: [(facts: FrameworkFacts, codeClass: CodeClass)],
                                        starts: [(BootstrapFact, CodeClass, fileIndex: Int)], order: [String: [Int]],
                                        graph: DependencyGraph) -> Set<String> {
        let started = Set(starts.filter { $0.0.kind == .start }.map(\.1))
        let uncertain = Set(graph.unreadProviders.filter { $0.container.framework == .dirk }.map(\.container.codeClass))
        var unstarted: Set<String> = []
        for reader in readers where started.contains(reader.codeClass) && !uncertain.contains(reader.codeClass) {
            for module in reader.facts.modules where module.subclassPath == nil && module.helperSignature == nil && order[module.id] == nil {
                unstarted.insert(module.id)
            }
        }
        return unstarted
    }

    /// Whether a class's superclass chain, through the analysed code, reaches Dirk's `Module`.
    private func inheritsModule(_ written: [String]) -> Bool {
        var path = context.declarationPath(written)
        var seen: Set<[String]> = []
        while seen.insert(path).inserted, let declaration = context.index.type(at: path) {
            guard let superclass = declaration.inherits.first.map({ context.resolver.resolve($0, in: Array(path.dropLast())) }),
                  let superPath = superclass.nominalPath else { return false }
            if superPath == [DirkVocabulary.moduleClass] || superPath == [DirkVocabulary.container, DirkVocabulary.moduleClass] {
                return !context.index.declaresType(at: superPath)
            }
            path = superPath
        }
        return false
    }

    /// Each start's modules in builder order: `[start index, module index]`, for last-wins decisions.
    /// A module that several starts use belongs to the first: app starts come before the tests' (which
    /// reuse app modules beside their mocks), then files in discovery order, whatever the display paths.
    /// A module registered late (`Dirk.get().register(m)`) joins the first start of its code class, after
    /// that start's own modules: it replaces what they provide under the same key.
    private func moduleOrder(_ starts: [(BootstrapFact, CodeClass, fileIndex: Int)], ids: ModuleIDs) -> [String: [Int]] {
        var order: [String: [Int]] = [:]
        func sorted(_ kind: BootstrapKind) -> [(BootstrapFact, CodeClass, fileIndex: Int)] {
            starts.filter { $0.0.kind == kind }.sorted {
                ($0.1 == .app ? 0 : 1, $0.fileIndex, $0.0.location.line, $0.0.location.column)
                    < ($1.1 == .app ? 0 : 1, $1.fileIndex, $1.0.location.line, $1.0.location.column)
            }
        }
        /// A helper that writes several modules (an `if` and its `else`) orders them as written.
        func place(_ ids: [String], at position: [Int]) {
            for (index, id) in ids.enumerated() where order[id] == nil {
                order[id] = ids.count == 1 ? position : position + [index]
            }
        }
        let ordered = sorted(.start)
        for (startIndex, (start, _, _)) in ordered.enumerated() {
            for (moduleIndex, reference) in start.modules.enumerated() {
                place(ids.of(reference), at: [startIndex, moduleIndex])
            }
        }
        let firstModuleAfterStarts = (ordered.map(\.0.modules.count).max() ?? 0)
        for (registerIndex, (register, codeClass, _)) in sorted(.register).enumerated() {
            guard let startIndex = ordered.firstIndex(where: { $0.1 == codeClass }) else { continue }
            for reference in register.modules {
                place(ids.of(reference), at: [startIndex, firstModuleAfterStarts + registerIndex])
            }
        }
        return order
    }

    /// The `#if` conditions around each module subclass or helper where a start or register names it.
    /// Literal modules carry theirs already. A module named in several places (`#if DEBUG` start and
    /// `#else` start) registers wherever any of them is compiled: only the conditions every place has
    /// hold for what it registers.
    private func subclassReferenceConditions(_ starts: [(BootstrapFact, CodeClass, fileIndex: Int)],
                                             ids: ModuleIDs) -> [String: [CompilationCondition]] {
        var conditions: [String: [CompilationCondition]] = [:]
        for (start, _, _) in starts {
            for (position, reference) in start.modules.enumerated() {
                switch reference {
                case .subclass, .helper: break
                case .literal, .opaque, .parameter: continue
                }
                let here = start.conditions + (position < start.moduleConditions.count ? start.moduleConditions[position] : [])
                for id in ids.of(reference) {
                    conditions[id] = conditions[id].map { earlier in earlier.filter(here.contains) } ?? here
                }
            }
        }
        return conditions
    }

    /// The run-time branch of a start each module is added in (`ModuleListEvaluation`), where it is in one.
    private func runTimeBranches(_ starts: [(BootstrapFact, CodeClass, fileIndex: Int)], ids: ModuleIDs) -> [String: String] {
        var branches: [String: String] = [:]
        for (start, _, _) in starts {
            for (position, reference) in start.modules.enumerated() where position < start.moduleBranches.count {
                guard let branch = start.moduleBranches[position] else { continue }
                for id in ids.of(reference) where branches[id] == nil { branches[id] = branch }
            }
        }
        return branches
    }

    /// The IDs of the modules a start element names: itself, or what a helper reaches (walked once, above).
    private struct ModuleIDs {
        let helperModules: HelperModules
        let reached: [HelperReference: HelperModules.Reached]
        let subclassID: (TypeRef, Scope) -> String

        func of(_ reference: ModuleReference) -> [String] {
            switch reference {
            case .literal(let literal): return [literal]
            case .subclass(let type, let scope): return [subclassID(type, scope)]
            case .helper(let helper):
                let reached = reached[helper] ?? helperModules.reached(from: helper)
                return reached.calls.flatMap(helperModules.ownModuleIDs) + reached.literals + reached.subclasses.map(subclassID)
            case .opaque, .parameter: return []
            }
        }
    }

    private func subclassModuleID(_ type: TypeRef, _ scope: Scope) -> String {
        context.declarationPath(context.resolver.resolve(type, in: scope.typePath).nominalPath ?? []).joined(separator: ".")
    }

    /// Module subclasses constructed somewhere, with the widest code class that constructs them.
    /// A subclass that inherits its superclass's initializer constructs that superclass's providers too.
    private func usedModuleSubclasses(_ instantiations: [(ModuleInstantiationFact, CodeClass)], bodies: InheritedBodies) -> [[String]: CodeClass] {
        var used: [[String]: CodeClass] = [:]
        for (instantiation, codeClass) in instantiations {
            guard let path = context.resolver.resolve(instantiation.type, in: instantiation.scope.typePath).nominalPath
            else { continue }
            let inherited = bodies.path(of: context.declarationPath(path))
            for constructed in Set([path, inherited]) where used[constructed] != .app { used[constructed] = codeClass }
        }
        return used
    }

    private var linking: FactLinking { FactLinking(context: context, plugin: DirkPlugin.self) }

    private func linkProvider(_ provider: ProviderFact, module: ModuleFact, codeClass: CodeClass, active: Bool,
                              handled: Set<SourceLocation>, order: [Int]?, graph: inout DependencyGraph) -> Registration? {
        let linking = linking
        guard let keyType = linking.keyType(of: provider, container: ContainerID(framework: .dirk, codeClass: codeClass),
                                            runs: active, graph: &graph) else { return nil }
        let key = DirkPlugin.registrationKey(of: keyType)
        // An unused module's providers never run, so their dependencies are never requested.
        for dependency in provider.dependencies where active {
            guard var request = linking.request(dependency, codeClass: codeClass, providerKey: key, graph: &graph) else { continue }
            request.yieldsNilWhenMissing = handled.contains(dependency.location)
            linking.add(request, madeBy: key, to: &graph)
        }
        return linking.registration(of: provider, keyType: keyType, codeClass: codeClass,
                                    moduleName: module.subclassPath?.joined(separator: ".") ?? (active ? nil : module.helper) ?? "Module",
                                    order: order)
    }
}

private extension FrameworkFacts {
    /// Without what was read at `places`.
    mutating func drop(at places: Set<SourceLocation>) {
        bootstraps.removeAll { places.contains($0.location) }
        requests.removeAll { places.contains($0.location) }
        unanalyzable.removeAll { places.contains($0.location) }
        for module in modules.indices {
            for provider in modules[module].providers.indices {
                modules[module].providers[provider].dependencies.removeAll { places.contains($0.location) }
            }
        }
    }
}
