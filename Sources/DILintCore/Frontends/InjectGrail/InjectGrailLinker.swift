/// Runs InjectGrail's discovery (`calculateInjectData`) over the whole app and the resolution
/// simulation, and puts the result into the graph: the simulation itself, plus one edge per injection
/// (parent injector → child injector) so cycles are found like any other.
struct InjectGrailLinker {
    typealias Graph = InjectGrailGraph

    func link(_ files: [FileFacts], into graph: inout DependencyGraph) {
        // Sourcery reads the app's sources; test code does not take part in generation.
        // One pass over the files in place: every project's link passes here, InjectGrail's or not.
        var facts = InjectGrailFacts()
        var imports = false
        // By position: a file's facts are a large value, read here without a copy.
        for position in files.indices where files[position].codeClass == .app {
            if let found = files[position].placed.frameworks[.injectgrail] { facts.merge(found.injectGrail) }
            if !imports, !InjectGrailVocabulary.modules.isDisjoint(with: files[position].placed.imports) { imports = true }
        }
        let types = Self.mergedTypes(facts.types)
        guard imports || Self.looksLikeInjectGrail(protocols: facts.protocols, types: types) else { return }

        var result = Graph()
        result.generatedImpls = facts.generatedImpls.sorted { $0.location < $1.location }
        let protocols = Dictionary(facts.protocols.sorted { $0.location < $1.location }.map { ($0.name, $0) },
                                   uniquingKeysWith: { first, _ in first })
        result.firstInjectorLocation = facts.protocols.filter(\.inheritsInjector).map(\.location).min()
        result.roots = types.filter { $0.inheritedTypes.contains(InjectGrailVocabulary.rootInjector) }
            .sorted { $0.location < $1.location }
            .map { Graph.Root(name: $0.name, properties: $0.storedProperties, location: $0.location) }

        // Injectors: protocols inheriting `Injector`, and those an injectable names through a macro.
        var injectorNames = Set(facts.protocols.filter(\.inheritsInjector).map(\.name))
        let injectableTypes = types.filter(Self.isInjectable)
        for type in injectableTypes {
            if let name = Self.injectorName(of: type), type.injectorPropertyType == nil, protocols[name] != nil {
                injectorNames.insert(name)
            }
        }
        result.injectors = injectorNames.sorted().compactMap { name in
            protocols[name].map { Graph.Injector(name: name, location: $0.location, properties: $0.properties, implProperties: $0.properties) }
        }

        for type in injectableTypes {
            let name = Self.injectorName(of: type)
            let known = name.flatMap { injectorNames.contains($0) ? $0 : nil }
            result.injectables.append(Graph.Injectable(name: type.name, injector: known, location: type.location))
            if known == nil {
                var message = name.map { "\(type.name)'s injector '\($0)' is not a known injector (a protocol inheriting Injector or named by @Needs); the generator stops with fatalError(\"Injector not found\")" }
                    ?? "\(type.name) is Injectable but has no 'injector' property and no @Needs macro; the generator stops with fatalError(\"\(type.name) is not Injectable\")"
                if let implType = type.injectorPropertyType, !implType.hasSuffix(InjectGrailVocabulary.implSuffix) {
                    message += "; it drops the last four characters of '\(implType)', expecting an …Impl type"
                }
                if let name, protocols[name] != nil { message += Self.notAnInjector(name) }
                result.unknownReferences.append(Graph.UnknownReference(name: name ?? type.name, message: message, location: type.location))
            }
        }
        result.injectables.sort { $0.name < $1.name }
        addInjections(from: injectableTypes, into: &result, injectorNames: injectorNames, protocolNames: Set(protocols.keys))

        let declared = Dictionary(uniqueKeysWithValues: result.injectors.map { ($0.name, $0.properties) })
        let resolution = InjectGrailResolution(declared: declared, root: result.roots.first, injections: result.injections)
        let impl = resolution.implProperties()
        for index in result.injectors.indices { result.injectors[index].implProperties = impl[result.injectors[index].name] ?? [] }
        result.manualInjections = InjectGrailManualInjections(resolution: resolution, impl: impl).collect()
        result.typeOnlyMatches = InjectGrailTypeOnlyMatches(resolution: resolution, impl: impl).collect()

        // A finding that no injector or root exists is not proved while the app's own tree holds code
        // classed as tests only by a folder's name, which declares it.
        result.unreadFiles += InjectGrailTestNamedFolders.uncertainties(
            in: files, names: Set(result.unknownReferences.map(\.name)), rootMissing: result.roots.isEmpty)

        let container = ContainerID(framework: .injectgrail, codeClass: .app)
        for injection in result.injections {
            graph.edges.append(Edge(container: container, from: injection.parentInjector, to: injection.childInjector,
                                    timing: .initTime, location: injection.location, form: injection.form))
        }
        graph.injectGrail = result
    }

    /// `InjectsX` conformances and `@Injects<…>` arguments of every injectable, mapped as the template maps them.
    private func addInjections(from injectables: [InjectGrailTypeFact], into result: inout Graph, injectorNames: Set<String>,
                               protocolNames: Set<String>) {
        var injectorOfInjectable: [String: String] = [:]
        for injectable in result.injectables { if let injector = injectable.injector { injectorOfInjectable[injectable.name] = injector } }
        // Each protocol's implementers, found once: every @Injects argument looks its protocol up.
        var implementers: [String: [String]] = [:]
        for injectable in injectables {
            for inherited in Set(injectable.inheritedTypes) { implementers[inherited, default: []].append(injectable.name) }
        }
        for type in injectables.sorted(by: { $0.name < $1.name }) {
            guard let parentInjector = injectorOfInjectable[type.name] else { continue }
            for conformance in type.injectsConformances {
                let child = String(conformance.name.dropFirst(InjectGrailVocabulary.injectsPrefix.count))
                guard injectorNames.contains(child) else {
                    result.unknownReferences.append(Graph.UnknownReference(
                        name: child,
                        message: "\(type.name) conforms to \(conformance.name) but there is no injector '\(child)'; the generator stops with fatalError(\"Injector for \(conformance.name) not found\")"
                            + (protocolNames.contains(child) ? Self.notAnInjector(child) : ""),
                        location: conformance.location))
                    continue
                }
                result.injections.append(Graph.Injection(parent: type.name, parentInjector: parentInjector, childInjector: child,
                                                         form: conformance.name, location: conformance.location))
            }
            for argument in type.injectsAttributeArguments {
                let protocolImplementers = (implementers[argument.name] ?? []).sorted()
                let child = injectorOfInjectable[argument.name] ?? injectorOfInjectable[argument.name + InjectGrailVocabulary.implSuffix]
                    ?? protocolImplementers.lazy.compactMap { injectorOfInjectable[$0] }.first
                guard let child else {
                    result.unknownReferences.append(Graph.UnknownReference(
                        name: argument.name,
                        message: "@Injects<\(argument.name)> on \(type.name) names no injectable class or protocol; the generator logs \"Failed to find Injector for Injected class\" and writes no inject(…) for it",
                        location: argument.location))
                    continue
                }
                result.injections.append(Graph.Injection(parent: type.name, parentInjector: parentInjector, childInjector: child,
                                                         form: "@Injects<\(argument.name)>", location: argument.location))
            }
        }
        result.injections.sort { ($0.parent, $0.childInjector, $0.location) < ($1.parent, $1.childInjector, $1.location) }
    }

    /// Why a protocol of the name is no injector: Sourcery's `inheritedTypes` lists only what a type
    /// inherits itself, so a protocol inheriting `Injector` through another one is not found.
    private static func notAnInjector(_ name: String) -> String {
        "; '\(name)' is a protocol, but it does not list Injector among the types it inherits itself, and the generator takes only protocols that do"
    }

    /// A project uses InjectGrail when it has both sides: an `Injector` protocol or a `RootInjector`,
    /// and an injectable. An unrelated protocol merely named `Injector` is not enough.
    private static func looksLikeInjectGrail(protocols: [InjectGrailProtocolFact], types: [InjectGrailTypeFact]) -> Bool {
        let hasInjectorSide = protocols.contains(where: \.inheritsInjector)
            || types.contains { $0.inheritedTypes.contains(InjectGrailVocabulary.rootInjector) }
        return hasInjectorSide && types.contains(where: isInjectable)
    }

    private static func isInjectable(_ type: InjectGrailTypeFact) -> Bool {
        type.inheritedTypes.contains(InjectGrailVocabulary.injectable) || type.needs != nil || type.hasNeedsInjector
    }

    /// The injector an injectable is built with: its `injector` property's type minus four characters,
    /// else the `@Needs<P>` argument, else the name `@NeedsInjector` derives.
    private static func injectorName(of type: InjectGrailTypeFact) -> String? {
        if let implType = type.injectorPropertyType { return InjectGrailVocabulary.injectorName(fromImplType: implType) }
        if let needs = type.needs { return needs }
        if type.hasNeedsInjector { return InjectGrailVocabulary.needsInjectorName(forType: type.name) }
        return nil
    }

    /// Sourcery merges extensions into their type, from any file: one fact per type name, with the main
    /// declaration's members and location and every conformance. Facts are per file, so this is the first
    /// place a conformance in an extension meets the members it makes take part.
    private static func mergedTypes(_ types: [InjectGrailTypeFact]) -> [InjectGrailTypeFact] {
        var merged: [String: InjectGrailTypeFact] = [:]
        for type in types.sorted(by: { ($0.isExtension ? 1 : 0, $0.location) < ($1.isExtension ? 1 : 0, $1.location) }) {
            guard var existing = merged[type.name] else { merged[type.name] = type; continue }
            existing.inheritedTypes += type.inheritedTypes.filter { !existing.inheritedTypes.contains($0) }
            existing.injectsConformances += type.injectsConformances
            existing.injectsAttributeArguments += type.injectsAttributeArguments
            existing.needs = existing.needs ?? type.needs
            existing.hasNeedsInjector = existing.hasNeedsInjector || type.hasNeedsInjector
            existing.injectorPropertyType = existing.injectorPropertyType ?? type.injectorPropertyType
            existing.storedProperties += type.storedProperties
            merged[type.name] = existing
        }
        return merged.values.sorted { $0.location < $1.location }
    }
}
