/// What a run leaves unchecked without a word otherwise: code of a framework the configuration leaves
/// out, a framework the configuration asks for that the code does not show, or no dependency-injection
/// code at all (a gate that checks nothing must not look like a pass).
enum UncheckedCode {
    private static let frameworksByImport = Dictionary(
        uniqueKeysWithValues: Framework.allCases.flatMap { framework in framework.importNames.map { ($0, framework) } })

    /// Warnings for stderr, one line each. `nearMisses`: files that look like a Shank container but are
    /// not one, and why.
    static func warnings(files: [FileFacts], enabled: Set<Framework>?, graph: DependencyGraph,
                         nearMisses: [(file: String, reason: String)] = []) -> [String] {
        var warnings: [String] = []
        if let enabled {
            // Only a configuration that names frameworks asks what the code imports (every file's imports).
            let imported = Set(files.flatMap(\.imports).compactMap { frameworksByImport[$0] })
            for framework in imported.subtracting(enabled).sorted() {
                warnings.append("the code imports \(framework.displayName), which the configuration's `frameworks` leaves out; that code is not checked")
            }
        }
        let injectGrail = graph.injectGrail.map { !$0.injectors.isEmpty || !$0.injectables.isEmpty || !$0.roots.isEmpty } ?? false
        let nothingFound = graph.registrations.isEmpty && graph.requests.isEmpty && graph.bootstraps.isEmpty
            && graph.inactiveRegistrations.isEmpty && graph.unresolved.isEmpty && !injectGrail
        let asked = enabled.map { missing($0, in: graph) } ?? []
        if !asked.isEmpty {
            warnings += asked.map(notFound)
            if asked.contains(.shank) { warnings += nearMisses.map(nearMissLine) }
        } else if !files.isEmpty && nothingFound && warnings.isEmpty {
            // A framework left out already explains an empty result.
            warnings.append("no dependency-injection code found in \(files.count == 1 ? "1 file" : "\(files.count) files"): \(howFilesAreRead)")
            warnings += nearMisses.map(nearMissLine)
        }
        return warnings
    }

    /// Frameworks the configuration asks for that contribute nothing to the graph: the gate would pass
    /// without checking them.
    static func missing(_ enabled: Set<Framework>, in graph: DependencyGraph) -> [Framework] {
        var found = Set(graph.registrations.map(\.framework) + graph.requests.map(\.framework) + graph.bootstraps.map(\.framework)
                        + graph.inactiveRegistrations.map(\.framework) + graph.unresolved.map(\.framework))
        if let injectGrail = graph.injectGrail, !injectGrail.injectors.isEmpty || !injectGrail.injectables.isEmpty || !injectGrail.roots.isEmpty {
            found.insert(.injectgrail)
        }
        return enabled.subtracting(found).sorted()
    }

    static func notFound(_ framework: Framework) -> String {
        "the configuration's `frameworks` asks for \(framework.displayName), but no \(framework.displayName) code was found: \(howFilesAreRead(framework))"
    }

    private static let howFilesAreRead = "a file is read as Dirk, Zerk or InjectGrail code when it imports the framework, "
        + "and as Shank code when it imports Shank (or ZamzamCore and fills a `Dependencies { … }` container) or the project holds a copy of Shank's container "
        + "(docs/framework-copies.md)"

    private static func howFilesAreRead(_ framework: Framework) -> String {
        switch framework {
        case .shank:
            return "no file imports Shank (or ZamzamCore and fills a `Dependencies { … }` container), and no copy of Shank's container (a class keyed by "
                + "`String(describing: T.self)` and filled through a result builder) was found, also under Vendor/ or Pods/ "
                + "(docs/framework-copies.md)"
        case .injectgrail:
            return "no file imports InjectGrail, and no `Injector` protocol or `RootInjector` beside an injectable was found"
        case .dirk, .zerk:
            return "no file imports \(framework.displayName)"
        }
    }

    private static func nearMissLine(_ miss: (file: String, reason: String)) -> String {
        "\(miss.file): looks like a Shank container but is not read as one: \(miss.reason)"
    }
}
