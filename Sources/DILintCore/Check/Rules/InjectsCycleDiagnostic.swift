/// InjectGrail cycles are in the Injects graph the generator walks, not in a running container.
extension DependencyCycleRule {
    func injectsCycleDiagnostic(for cycle: [String], firstEdges: [[String]: Edge], grail: InjectGrailGraph?) -> Diagnostic {
        let path = cycle.map { "'\($0)'" }.joined(separator: " → ")
        var notes: [Diagnostic.Note] = []
        var sites: [GraphSite] = []
        for (from, to) in zip(cycle, cycle.dropFirst()) {
            guard let edge = firstEdges[[from, to]] else { continue }
            notes.append(.init("the injectable with '\(from)' injects '\(to)' through \(edge.form)", at: edge.location))
            sites.append(.step(edge))
        }
        let recursion = grail.map { InjectsCycleRecursion($0, cycle: Set(cycle)) }
        let (severity, consequence): (Severity, String)
        switch recursion?.outcome {
        case .recursesForever? where recursion?.unresolved.map({ InjectGrailVocabulary.neverResolvedTypes.contains($0.typeName) }) == false
                                     && grail?.unreadFiles.isEmpty == false:
            (severity, consequence) = (.warning, "InjectGrail's generator recurses on it until Sourcery crashes with a stack overflow, looking up a property no parent has, unless a file dilint did not read declares one that has it")
        case .recursesForever?, nil:
            (severity, consequence) = (.error, "InjectGrail's generator recurses on it until Sourcery crashes with a stack overflow, looking up a property no parent has")
        case .neverProcessed?:
            (severity, consequence) = (.warning, "no leaf injector (one that injects nothing) lies below it, so InjectGrail's generator, which starts from the leaves, never processes it and tunnels nothing through it; with a leaf below it, a property no parent has would make the generator recurse until Sourcery crashes")
        case .everyPropertyResolves?:
            (severity, consequence) = (.warning, "InjectGrail's generator finishes while every property on it resolves; one that does not (an Int or String, or a type no parent has) makes it recurse until Sourcery crashes")
        }
        if let property = recursion?.unresolved, recursion?.outcome == .recursesForever {
            notes.append(.init("'\(property.name): \(property.typeName)' of \(property.injector) resolves from no parent", at: property.location))
            if severity == .warning, let unread = grail?.unreadFiles {
                notes += UnregisteredTypeRule.unreadNotes(unread, may: "declare a parent with '\(property.name)'")
            }
        }
        return Diagnostic(
            rule: Self.id, severity: severity, framework: .injectgrail,
            message: "Injects cycle: \(path); \(consequence)",
            location: notes.first?.location ?? SourceLocation(file: "", line: 0, column: 0), type: cycle[0], notes: notes, subject: .cycle, sites: sites)
    }
}

/// Whether InjectGrail's generator recurses forever on an Injects cycle (frameworks.md §4.3 (c)): it walks
/// up from the leaf injectors (those that inject nothing), resolving each property from the parents, their
/// parents and so on; a property no parent has sends that search round the cycle without end. So it recurses
/// when an injector at or below the cycle, and at or above a leaf, has a property it cannot resolve.
struct InjectsCycleRecursion {
    enum Outcome { case recursesForever, neverProcessed, everyPropertyResolves }

    struct Unresolved {
        var injector: String
        var name: String
        var typeName: String
        var location: SourceLocation
    }

    let outcome: Outcome
    /// The first property that sends the search round the cycle, when one does.
    let unresolved: Unresolved?

    init(_ grail: InjectGrailGraph, cycle: Set<String>) {
        var children: [String: Set<String>] = [:], parents: [String: Set<String>] = [:]
        for injection in grail.injections {
            children[injection.parentInjector, default: []].insert(injection.childInjector)
            parents[injection.childInjector, default: []].insert(injection.parentInjector)
        }
        let below = Self.reachable(from: cycle, along: children)
        let leaves = Set(grail.injectors.map(\.name).filter { children[$0, default: []].isEmpty })
        let processed = below.intersection(Self.reachable(from: leaves, along: parents))
        guard !processed.isEmpty else {
            (outcome, unresolved) = (.neverProcessed, nil)
            return
        }
        let manual = grail.manualInjections.filter { $0.reason != .forceManual }
        let found = grail.injectors.filter { processed.contains($0.name) }.sorted { $0.location < $1.location }.lazy.compactMap { injector in
            (manual.first { $0.injector == injector.name }?.property
                ?? injector.properties.first { !$0.forceManual && InjectGrailVocabulary.neverResolvedTypes.contains($0.typeName) })
                .map { Unresolved(injector: injector.name, name: $0.name, typeName: $0.typeName, location: $0.location) }
        }.first
        (outcome, unresolved) = (found == nil ? .everyPropertyResolves : .recursesForever, found)
    }

    private static func reachable(from start: Set<String>, along next: [String: Set<String>]) -> Set<String> {
        var seen = start, pending = Array(start)
        while let name = pending.popLast() {
            for other in next[name, default: []] where seen.insert(other).inserted { pending.append(other) }
        }
        return seen
    }
}
