/// Check: every rule over the graph. `threads` run the rules (and, when asked, the result's nodes and
/// edges, and the routes to requests, which depend on the graph alone) side by side, each taking the
/// next piece as it finishes one; the findings are the same for any number.
enum RuleRunner {
    /// Every rule's findings in catalog order, with their routes, and the collected graph when asked. The
    /// collecting comes first in the queue, then the rules longest first (`longestFirst`), so that the two
    /// longest pieces start at once on two threads and the shorter rules and the routes fill in behind them.
    static func run(_ graph: DependencyGraph, threads: Int,
                    collectingGraph collecting: Bool) -> (found: [Diagnostic], collected: AnalysisGraphCollector.Collected?) {
        enum Piece: Sendable {
            case found([Diagnostic])
            case collected(AnalysisGraphCollector.Collected)
            case routes(FailureRoutes)
        }
        let rules = RuleCatalog.instances()
        guard threads > 1 else {
            let found = GeneratedRegistrations.pointedBack(rules.flatMap { $0.check(graph) }, graph: graph)
            return (FailureRoutes.traced(found, routes: FailureRoutes(graph)), collecting ? AnalysisGraphCollector.collect(graph) : nil)
        }
        let first = collecting ? 1 : 0
        let schedule = Array(0..<first) + longestFirst(rules).map { first + $0 } + [first + rules.count]
        let scheduled = LargeStackWorkers.map(schedule.count, threads: threads) { position in
            let index = schedule[position]
            if index < first { return Piece.collected(AnalysisGraphCollector.collect(graph)) }
            return index - first < rules.count ? .found(rules[index - first].check(graph)) : .routes(FailureRoutes(graph))
        }
        // Back in catalog order, whatever order they ran in.
        var pieces = [Piece?](repeating: nil, count: scheduled.count)
        for (position, piece) in zip(schedule, scheduled) { pieces[position] = piece }
        var found: [Diagnostic] = []
        var collected: AnalysisGraphCollector.Collected?
        var routes: FailureRoutes?
        for case let piece? in pieces {
            switch piece {
            case .found(let diagnostics): found += diagnostics
            case .collected(let graph): collected = graph
            case .routes(let worked): routes = worked
            }
        }
        return (FailureRoutes.traced(GeneratedRegistrations.pointedBack(found, graph: graph), routes: routes ?? FailureRoutes(graph)), collected)
    }

    /// The rules that take longest on large projects (on the synthetic app), longest first.
    static let longestRules = [UnregisteredTypeRule.id, DependencyCycleRule.id, CaptiveDependencyRule.id, MissingBootstrapRule.id]

    /// The positions of `rules` in the order they start on the threads: the longest first, the rest in catalog
    /// order behind them. The last piece to start then is a short one, so the threads finish close together
    /// (with `unregistered-type` first and `captive-dependency` last in the catalog, one thread ran it alone).
    static func longestFirst(_ rules: [any Rule]) -> [Int] {
        let rank = { (position: Int) in longestRules.firstIndex(of: type(of: rules[position]).id) ?? longestRules.count }
        return rules.indices.sorted { (rank($0), $0) < (rank($1), $1) }
    }
}
