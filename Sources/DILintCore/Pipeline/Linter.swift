import Foundation

/// Options that shape what the lint reports, whatever the output format.
public struct LintOptions: Sendable {
    public var paths: [String]
    public var currentDirectory: String
    public init(paths: [String], currentDirectory: String = FileManager.default.currentDirectoryPath) {
        self.paths = paths.isEmpty ? ["."] : paths
        self.currentDirectory = currentDirectory
    }
}

/// The result of one run, handed to every reporter unchanged.
public struct LintReport: Sendable {
    public var diagnostics: [Diagnostic]
    /// Files that could not be analysed (unreadable, not UTF-8): warned about, the rest still checked.
    public var fileProblems: [String]
    public var summary: Summary
    public var graph: DependencyGraph

    public struct Summary: Sendable, Equatable {
        public var files: Int
        public var registrations: Int
        public var requests: Int
        public var errors: Int
        public var warnings: Int
        public var notes: Int
        /// Distinct keys reported by `unregistered-type`, and the sites affected.
        public var missingKeys: Int
        public var missingSites: Int
    }
}

/// Discover → Extract → Link → Check, as DESIGN.md lays out.
public enum Linter {
    public static func run(_ options: LintOptions) throws -> LintReport {
        let files = try Discovery(currentDirectory: options.currentDirectory).files(in: options.paths)
        var facts: [FileFacts] = []
        var problems: [String] = []
        for outcome in ParallelExtraction.run(files) {
            switch outcome {
            case .facts(let fileFacts): facts.append(fileFacts)
            case .skipped: break
            case .unreadable(let problem): problems.append(problem)
            }
        }
        let graph = Linker.link(facts)
        return report(for: graph, fileProblems: problems)
    }

    /// Lints in-memory sources (path → contents), as if they were files under the current directory.
    public static func run(sources: [String: String]) -> LintReport {
        let facts = sources.keys.sorted().compactMap { path -> FileFacts? in
            let bytes = Array(sources[path]!.utf8)
            let codeClass = Discovery.codeClass(of: path)
            if GeneratedCode.isGenerated(bytes) { return Extractor.extractGenerated(path: path, codeClass: codeClass, bytes: bytes) }
            return Extractor.extract(path: path, codeClass: codeClass, bytes: bytes)
        }
        return report(for: Linker.link(facts))
    }

    public static func report(for graph: DependencyGraph, fileProblems: [String] = []) -> LintReport {
        let diagnostics = RuleCatalog.instances().flatMap { $0.check(graph) }.sorted(by: Diagnostic.reportOrder)
        let missing = diagnostics.filter { $0.rule == UnregisteredTypeRule.id }
        let summary = LintReport.Summary(
            files: graph.fileCount, registrations: graph.registrations.count, requests: graph.requests.count,
            errors: diagnostics.count { $0.severity == .error },
            warnings: diagnostics.count { $0.severity == .warning },
            notes: diagnostics.count { $0.severity == .note },
            missingKeys: Set(missing.compactMap(\.type)).count, missingSites: missing.count)
        return LintReport(diagnostics: diagnostics, fileProblems: fileProblems, summary: summary, graph: graph)
    }
}
