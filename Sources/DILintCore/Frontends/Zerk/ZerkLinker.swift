/// Zerk 1.x container semantics: keys are `String(describing:)` of the type — the unqualified last
/// name component with generic arguments printed (`Array<Item>`) — and `restore` strips one
/// `Optional`. Custom storages (`Zerk.newStorage()`) are containers of their own.
struct ZerkLinker {
    let context: LinkContext

    private var linking: FactLinking { FactLinking(context: context, plugin: ZerkPlugin.self) }

    func link(_ files: [FileFacts], into graph: inout DependencyGraph) {
        // By position: only the Zerk files' facts are copied (a closure handed each file copied them all).
        var zerkFiles = files.indices.compactMap { position in files[position].frameworks[.zerk].map { (files[position], $0) } }
        if let firstMark = zerkFiles.flatMap({ $0.1.otherGeneration }).min() {
            // Zerk 2's `@Injected` is spelled like 1.x's: without 1.x registrations, none of it can be told apart.
            // A module is migrated as a whole, so a file with no Zerk 2 attribute of its own (a consumer) in a
            // module that has one is Zerk 2 code too.
            func module(_ path: String) -> String { ExportedImports.moduleName(of: path, targets: PackageTargets()) ?? "/" + path }
            let zerk2Modules = Set(zerkFiles.filter { !$0.1.otherGeneration.isEmpty }.map { module($0.0.path) })
            let legacy = zerkFiles.filter { !zerk2Modules.contains(module($0.0.path)) }
            guard legacy.contains(where: { !$0.1.providers.isEmpty }) else {
                graph.unresolved.append(Unresolved(
                    framework: .zerk,
                    message: "this code uses Zerk 2 (`@Injectable`, `Zerk<Key>`); Zerk 2's build plugin checks its registrations, so dilint leaves the Zerk code alone",
                    location: firstMark))
                return
            }
            let skipped = zerkFiles.count - legacy.count
            graph.unresolved.append(Unresolved(
                framework: .zerk,
                message: "\(skipped == 1 ? "this file is" : "\(skipped) files are") in \(zerk2Modules.count == 1 ? "a module" : "modules") using Zerk 2, which Zerk 2's build plugin checks; dilint checks the Zerk 1.x code in the other modules",
                location: firstMark))
            zerkFiles = legacy
        }
        // A receiver named like a variable is a container only if some code makes it one.
        let storages = ZerkStorageNames(zerkFiles.flatMap { $0.1.namedContainers })
        func known(_ storage: String?) -> Bool { storages.isKnown(storage) }
        func container(_ storage: String?) -> String? { storages.container(storage) }

        let duringAutoStore = AutoStoreReach(files: zerkFiles.map(\.1), context: context)
        let helperCalls = Self.forwarded(zerkFiles.flatMap(\.1.helperCalls))
        let helperSites = Self.helperSites(helperCalls.filter { known($0.storage) })
        let unplaced = Self.unplacedHelpers(helperCalls, sites: helperSites)
        var ownRequests: [(RequestFact, Request)] = []
        let shadowing = ShadowedWrappers(index: context.index)
        var shadowed: [[String]: [RequestFact]] = [:]
        for (file, facts) in zerkFiles {
            let untold = UntoldStorage(names: storages, codeClass: file.codeClass)
            for var provider in facts.providers.flatMap({ Self.placed($0, sites: helperSites) }) {
                // A registration on a receiver no code declares a storage may still fill one: it is not read.
                let undeclared = known(provider.storage) ? nil : provider.storage.map(ZerkStorageNames.undeclaredReason)
                if let why = undeclared ?? storages.untold(provider.storage)
                    ?? provider.helper.flatMap({ unplaced.contains($0) ? Self.unplacedReason : nil }) {
                    untold.record(provider, why: why, into: &graph)
                    continue
                }
                provider.storage = container(provider.storage)
                provider.dependencies = provider.dependencies.filter { dependency in
                    guard let why = storages.untold(dependency.storage) else { return known(dependency.storage) }
                    untold.record(dependency, why: why, into: &graph)
                    return false
                }.map { dependency in
                    var dependency = dependency
                    dependency.storage = container(dependency.storage)
                    return dependency
                }
                if let registration = linkProvider(provider, codeClass: file.codeClass, graph: &graph) {
                    graph.registrations.append(registration)
                }
            }
            for var request in facts.requests where known(request.storage) {
                if let declaration = shadowing.declaration(named: request) {
                    shadowed[declaration.path, default: []].append(request)
                    continue
                }
                if let why = storages.untold(request.storage) {
                    untold.record(request, why: why, into: &graph)
                    continue
                }
                request.storage = container(request.storage)
                request.type = SelfMemberLookup.resolving(request.type, in: request.scope, index: context.index)
                guard let linked = linking.request(request, codeClass: file.codeClass, graph: &graph) else { continue }
                graph.requests.append(linked)
                ownRequests.append((request, linked))
            }
            graph.unresolved += linking.unanalyzable(facts)
            graph.unreadRequests += linking.unreadRequests(facts, codeClass: file.codeClass)
        }
        for (path, requests) in shadowed.sorted(by: { $0.key.lexicographicallyPrecedes($1.key) }) {
            guard let declaration = context.index.type(at: path), let first = requests.min(by: { $0.location < $1.location }) else { continue }
            graph.unresolved.append(Unresolved(
                framework: .zerk, message: ShadowedWrappers.message(first, declaration: declaration, uses: requests.count),
                location: first.location))
        }
        graph.reentrantRequests += duringAutoStore.reentrantRequests(ownRequests)
    }

    /// The places each helper of `extension DependencyStoring` is called from, by name; one per storage
    /// and set of conditions (a helper called twice alike is not reported as registering twice). A helper also called by another helper is left out: the other helper's own
    /// call sites are not followed, so its registrations keep counting everywhere, as when no call is seen.
    private static func helperSites(_ calls: [HelperCallFact]) -> [String: [HelperCallFact]] {
        let calledByHelpers = Set(calls.filter(\.inHelper).map(\.name))
        var sites: [String: [HelperCallFact]] = [:]
        // Conditions compare as written: the same helper called under two `#if DEBUG` blocks is one place.
        struct Site: Hashable { var name: String; var storage: String?; var conditions: [String] }
        var seen: Set<Site> = []
        for call in calls.sorted(by: { $0.location < $1.location }) where !calledByHelpers.contains(call.name) {
            guard seen.insert(Site(name: call.name, storage: call.storage, conditions: call.conditions.map(\.text))).inserted else { continue }
            sites[call.name, default: []].append(call)
        }
        return sites
    }

    /// A call that passes on the enclosing helper's storage parameter (`registerAll(into storage:)` calling
    /// `registerNetworking(into: storage)`) passes what that helper's own call sites pass: one call for
    /// each, under both calls' conditions. A parameter no call fills passes nothing.
    static func forwarded(_ calls: [HelperCallFact]) -> [HelperCallFact] {
        let byName = Dictionary(grouping: calls, by: \.name)
        func sites(of call: HelperCallFact, through visited: Set<String>) -> [HelperCallFact] {
            guard let helper = call.storage, ZerkVisitor.isParameterHelper(helper) else { return [call] }
            guard !visited.contains(helper) else { return [] }
            return (byName[helper] ?? []).flatMap { outer in
                sites(of: outer, through: visited.union([helper])).map { site in
                    var passed = call
                    passed.storage = site.storage
                    passed.conditions = site.conditions + call.conditions
                    return passed
                }
            }
        }
        return calls.flatMap { sites(of: $0, through: []) }
    }

    /// Helpers whose storage parameter is filled only with values dilint does not know as storages: which
    /// storage their registrations fill cannot be told. (A helper other helpers call, or none calls,
    /// counts as written.)
    private static func unplacedHelpers(_ calls: [HelperCallFact], sites: [String: [HelperCallFact]]) -> Set<String> {
        let calledByHelpers = Set(calls.filter(\.inHelper).map(\.name))
        return Set(calls.map(\.name).filter { name in
            ZerkVisitor.isParameterHelper(name) && sites[name] == nil && !calledByHelpers.contains(name)
        })
    }

    private static let unplacedReason = "the helper's storage parameter is passed only values dilint cannot tell apart as storages"

    /// A registration in a helper registers where the helper is called (`Zerk.store #if DEBUG
    /// .registerMocks() #endif`): on that call's storage, under that call's `#if`s. With no call in sight
    /// it counts as written.
    private static func placed(_ provider: ProviderFact, sites: [String: [HelperCallFact]]) -> [ProviderFact] {
        guard let helper = provider.helper, let calls = sites[helper], !calls.isEmpty else { return [provider] }
        return calls.map { site in
            var placed = provider
            placed.conditions = site.conditions + provider.conditions
            // What the provider restores while it builds is asked for under the same conditions.
            placed.dependencies = provider.dependencies.map { dependency in
                var dependency = dependency
                dependency.conditions = site.conditions + dependency.conditions
                return dependency
            }
            if let storage = site.storage {
                placed.storage = provider.storage ?? storage
                placed.dependencies = placed.dependencies.map { dependency in
                    var dependency = dependency
                    dependency.storage = dependency.storage ?? storage
                    return dependency
                }
            }
            return placed
        }
    }

    private func linkProvider(_ provider: ProviderFact, codeClass: CodeClass, graph: inout DependencyGraph) -> Registration? {
        let linking = linking
        var provider = provider
        provider.key = SelfMemberLookup.resolving(provider.key, in: provider.scope, index: context.index)
        provider.dependencies = provider.dependencies.map { dependency in
            var dependency = dependency
            dependency.type = SelfMemberLookup.resolving(dependency.type, in: dependency.scope, index: context.index)
            return dependency
        }
        provider = EnclosingSelf.resolving(provider, context: context)
        let container = ContainerID(framework: .zerk, codeClass: codeClass, storage: provider.storage)
        guard var keyType = linking.keyType(of: provider, container: container, graph: &graph) else { return nil }
        if let reason = InferredGenericKey.reason(keyType, index: context.index) {
            // Unread like a key that cannot be resolved: the requests it may answer become possibly-unregistered.
            var unread = provider
            unread.key = .unknown(reason: reason)
            _ = linking.keyType(of: unread, container: container, graph: &graph)
            return nil
        }
        // `.singleton(Clock.init)` with an initializer that takes nothing is the autoclosure overload: Zerk
        // stores the function itself, keyed `() -> Clock` (under a type list, the listed key holds it).
        let storesInitializer = provider.initializerReference.map { takesNothing($0, of: provider) } ?? false
        if storesInitializer && !provider.keyIsListedAlias { keyType = .function(parameters: [], result: keyType) }
        let key = ZerkPlugin.registrationKey(of: keyType)
        var dependencies = provider.dependencies.compactMap { linking.request($0, codeClass: codeClass, providerKey: key, graph: &graph) }
        let parameters = dependencies.filter { StorageOverload.isClosureParameter($0.form) }
        if parameters.count == provider.dependencies.filter({ StorageOverload.isClosureParameter($0.form) }).count,
           StorageOverload.selected(by: parameters.map(\.keyType)) {
            dependencies.removeAll { StorageOverload.isClosureParameter($0.form) }
        }
        if let reference = provider.initializerReference {
            let parameters = initializerDependencies(reference, of: provider, key: key, codeClass: codeClass, graph: &graph)
            if !StorageOverload.selected(by: parameters.map(\.keyType)) { dependencies += parameters }
        }
        for request in dependencies { linking.add(request, madeBy: key, to: &graph) }
        var registration = linking.registration(
            of: provider, keyType: keyType, codeClass: codeClass, moduleName: provider.storage,
            order: provider.orderScope.map { _ in [provider.location.line, provider.location.column] })
        registration.orderScope = provider.orderScope
        registration.branch = provider.orderScope.flatMap(RunOrder.branch(ofScope:))
        registration.keyIsListedAlias = provider.keyIsListedAlias
        if case .function = keyType, provider.storesClosureIfFunction {
            registration.storesClosure = true
        } else {
            registration.storesClosure = provider.storesClosure || storesInitializer
        }
        if let uncertain = provider.argumentReads.first(where: { $0.name.hasPrefix(ZerkVocabulary.uncertainReadMark) }) {
            // Which arguments a build needs is not known: a request passing none may build cleanly.
            let note = Unresolved(
                framework: .zerk,
                message: "the builder reads '\(uncertain.name.dropFirst())' only on some builds (in a closure kept for later, on one branch, or after an early return), so dilint does not check the arguments its requests pass",
                location: uncertain.location)
            // An alias list or a helper called from several places links one builder more than once.
            if !graph.unresolved.contains(note) { graph.unresolved.append(note) }
            return registration
        }
        registration.argumentReads = provider.argumentReads.map { read in
            let type = try? context.resolve(read.type, in: provider.scope).get()
            return ArgumentRead(name: read.name, type: type, location: read.location)
        }
        return registration
    }

    /// Whether `B.init` names an initializer without parameters (a function `() -> B`).
    private func takesNothing(_ reference: InitializerReferenceFact, of provider: ProviderFact) -> Bool {
        let owner = context.resolver.resolve(reference.owner, in: provider.scope.typePath)
        if case .success(let types) = context.initializers.parameterTypes(of: owner, labels: reference.labels) { return types.isEmpty }
        return false
    }

    /// `.scoped(B.init)`: every parameter of the initializer is restored by its type.
    private func initializerDependencies(_ reference: InitializerReferenceFact, of provider: ProviderFact, key: String,
                                         codeClass: CodeClass, graph: inout DependencyGraph) -> [Request] {
        let owner = context.resolver.resolve(reference.owner, in: provider.scope.typePath)
        switch context.initializers.parameterTypes(of: owner, labels: reference.labels) {
        case .success(let types):
            return types.enumerated().map { position, type in
                var request = Request(framework: .zerk, codeClass: codeClass, key: ZerkPlugin.requestKey(of: type), keyType: type,
                                      form: "parameter \(position + 1) of \(owner.canonical).init", ownerPath: nil,
                                      providerKey: key, timing: .initTime, location: provider.location,
                                      conditions: provider.conditions)
                request.storage = provider.storage
                return request
            }
        case .failure(let reason):
            graph.unresolved.append(Unresolved(
                framework: .zerk, message: "cannot tell what `\(owner.canonical).init` needs: \(reason.text)",
                location: provider.location))
            graph.unreadRequests.append(UnreadRequest(
                container: ContainerID(framework: .zerk, codeClass: codeClass, storage: provider.storage), location: provider.location))
            return []
        }
    }
}
