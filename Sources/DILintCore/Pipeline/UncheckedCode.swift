/// What a run leaves unchecked without a word otherwise: code of a framework the configuration leaves
/// out, or no dependency-injection code at all (a gate that checks nothing must not look like a pass).
enum UncheckedCode {
    private static let frameworksByImport = Dictionary(
        uniqueKeysWithValues: Framework.allCases.flatMap { framework in framework.importNames.map { ($0, framework) } })

    /// Warnings for stderr, one line each.
    static func warnings(files: [FileFacts], enabled: Set<Framework>?, graph: DependencyGraph) -> [String] {
        var warnings: [String] = []
        let imported = Set(files.flatMap(\.imports).compactMap { frameworksByImport[$0] })
        if let enabled {
            for framework in imported.subtracting(enabled).sorted() {
                warnings.append("the code imports \(framework.displayName), which the configuration's `frameworks` leaves out; that code is not checked")
            }
        }
        let injectGrail = graph.injectGrail.map { !$0.injectors.isEmpty || !$0.injectables.isEmpty || !$0.roots.isEmpty } ?? false
        let nothingFound = graph.registrations.isEmpty && graph.requests.isEmpty && graph.bootstraps.isEmpty
            && graph.inactiveRegistrations.isEmpty && graph.unresolved.isEmpty && !injectGrail
        // A framework left out already explains an empty result.
        if !files.isEmpty && nothingFound && warnings.isEmpty {
            warnings.append("no dependency-injection code found in \(files.count == 1 ? "1 file" : "\(files.count) files"): a file is read as Dirk, Zerk, Shank or InjectGrail code when it imports the framework")
        }
        return warnings
    }
}
