/// `dilint diff --format json`, schema version 1 (`DiffReporter.schemaVersion`).
struct DiffDocument: Encodable {
    var schemaVersion = DiffReporter.schemaVersion
    var base: String
    var head: String
    var noChange: Bool
    var summary: Summary
    var introduced: [DiagnosticDocument]
    var fixed: [DiagnosticDocument]
    var stillPresent: [DiagnosticDocument]
    var graph: [Change]

    struct Summary: Encodable { var introduced, introducedErrors, fixed, stillPresent: Int }
    struct Change: Encodable { var container: Container; var registrations, requests, edges: Delta }
    struct Container: Encodable { var framework: Framework; var codeClass: CodeClass; var storage: String? }

    struct Delta: Encodable {
        var added: [String]
        var removed: [String]

        init(_ delta: ContainerChange.Delta) {
            added = delta.added
            removed = delta.removed
        }
    }

    init(_ comparison: RevisionComparison, base: String, head: String) {
        self.base = base
        self.head = head
        noChange = comparison.isNoChange
        summary = Summary(introduced: comparison.introduced.count,
                          introducedErrors: comparison.introduced.count { $0.severity == .error },
                          fixed: comparison.fixed.count, stillPresent: comparison.stillPresent.count)
        introduced = comparison.introduced.map(DiagnosticDocument.init)
        fixed = comparison.fixed.map(DiagnosticDocument.init)
        stillPresent = comparison.stillPresent.map(DiagnosticDocument.init)
        graph = comparison.graphChanges.map { change in
            Change(container: Container(framework: change.container.framework, codeClass: change.container.codeClass,
                                        storage: change.container.storage),
                   registrations: Delta(change.registrations), requests: Delta(change.requests), edges: Delta(change.edges))
        }
    }
}
