/// InjectGrail cycles are in the Injects graph the generator walks, not in a running container.
extension DependencyCycleRule {
    func injectsCycleDiagnostic(for cycle: [String], firstEdges: [[String]: Edge]) -> Diagnostic {
        let path = cycle.map { "'\($0)'" }.joined(separator: " → ")
        var notes: [Diagnostic.Note] = []
        var sites: [GraphSite] = []
        for (from, to) in zip(cycle, cycle.dropFirst()) {
            guard let edge = firstEdges[[from, to]] else { continue }
            notes.append(.init("the injectable with '\(from)' injects '\(to)' through \(edge.form)", at: edge.location))
            sites.append(.step(edge))
        }
        return Diagnostic(
            rule: Self.id, severity: .error, framework: .injectgrail,
            message: "Injects cycle: \(path); InjectGrail's generator can recurse on it until Sourcery crashes with a stack overflow",
            location: notes.first?.location ?? SourceLocation(file: "", line: 0, column: 0), type: cycle[0], notes: notes, subject: .cycle, sites: sites)
    }
}
