/// The Shank half of `missing-bootstrap`: `@Inject` resolves from the container last passed to
/// `build()`; until then the root container is empty and every request crashes.
enum ShankBootstrapCheck {
    static func diagnostics(_ graph: DependencyGraph) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let builds = graph.bootstraps.filter { $0.framework == .shank && $0.kind == .start }
        let appRequests = graph.requests.filter { $0.framework == .shank && $0.codeClass == .app }
        let appBuilt = builds.contains { $0.codeClass == .app }
        // Code dilint did not read may build it: no proof either way.
        if !appBuilt, !graph.mayBeStartedUnread(.shank), let first = appRequests.first {
            let containers = firstRegistrationPerContainer(graph.registrations.filter { $0.framework == .shank && $0.codeClass == .app })
            // The fix is at the container that is never built: the finding sits there, the requests are notes.
            var notes: [Diagnostic.Note] = containers.dropFirst().map { .init("this container is never built either", at: $0.location) }
            let shown = containers.isEmpty ? Array(appRequests.dropFirst()) : appRequests
            notes += shown.prefix(10).map { .init(containers.isEmpty ? "also requested here" : "requested here", at: $0.location) }
            if shown.count > 10 { notes.append(.init("and \(shown.count - 10) more requests")) }
            let what = containers.isEmpty ? "no Dependencies container in the app's code" : "no build() on a Dependencies container in the app's code"
            diagnostics.append(Diagnostic(
                rule: MissingBootstrapRule.id, severity: .error, framework: .shank,
                message: "Shank's container is never built: \(what), so \(appRequests.count == 1 ? "its one @Inject request crashes" : "all \(appRequests.count) @Inject requests crash") with \"Dependency not resolved\"",
                location: containers.first?.location ?? first.location, notes: notes,
                fixes: BuildFix.fix(building: containers).map { [$0] } ?? [], sites: appRequests.map(GraphSite.request)))
        }
        diagnostics += replacedContainers(builds.filter { $0.codeClass == .app && !$0.builtContainers.isEmpty })
        // Containers that exist beside a built one but are never built themselves.
        for registration in firstRegistrationPerContainer(graph.inactiveRegistrations.filter { $0.framework == .shank }) {
            diagnostics.append(Diagnostic(
                rule: MissingBootstrapRule.id, severity: .warning, framework: .shank,
                message: "the Dependencies container '\(registration.moduleName ?? "Dependencies")' is never built, so none of its modules is ever registered",
                location: registration.location, notes: [.init("call build() on it, or remove it")], sites: [.registration(registration)]))
        }
        return diagnostics
    }

    /// `build()` assigns the root container, so of two different containers built in the app's code only
    /// the one built last serves requests; which that is depends on the order the code runs.
    private static func replacedContainers(_ builds: [Bootstrap]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (position, later) in builds.enumerated() {
            guard let earlier = builds[..<position].first(where: {
                Set($0.builtContainers) != Set(later.builtContainers) && !$0.conditions.isExclusive(with: later.conditions)
            }) else { continue }
            diagnostics.append(Diagnostic(
                rule: MissingBootstrapRule.id, severity: .warning, framework: .shank,
                message: "a second container is built in the app's code: each build() replaces the container requests resolve from, so the modules of the one built first are no longer found",
                location: later.location,
                notes: [.init("another container is built here", at: earlier.location),
                        .init("register every module in one container, or build only one")]))
        }
        return diagnostics
    }

    private static func firstRegistrationPerContainer(_ registrations: [Registration]) -> [Registration] {
        Dictionary(grouping: registrations) { $0.containerInstance ?? "" }.values
            .compactMap { $0.min { $0.location < $1.location } }
            .sorted { $0.location < $1.location }
    }
}
