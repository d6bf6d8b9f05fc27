/// The Dirk half of `missing-bootstrap`: every request fails with `notStarted` until `Dirk.start`, a
/// second start without `Dirk.stop()` throws `alreadyStarted`, and a module never passed to a start
/// registers nothing.
enum DirkBootstrapCheck {
    /// A module type that is defined but never passed to `Dirk.start` or `register` registers nothing;
    /// when nothing requests its keys either, no other finding says so.
    private static func unusedDirkModules(_ graph: DependencyGraph) -> [Diagnostic] {
        // Without a start in the analysed code (one file of the app, a module folder), the start that passes
        // the module is elsewhere: nothing says it is unused.
        guard graph.bootstraps.contains(where: { $0.framework == .dirk && $0.codeClass == .app && $0.kind == .start }) else { return [] }
        let requested = Set(graph.requests.filter { $0.framework == .dirk }.map(\.key))
        let byModule = Dictionary(grouping: graph.inactiveRegistrations.filter { $0.framework == .dirk && $0.codeClass == .app }) {
            $0.moduleName ?? ""
        }
        return byModule.compactMap { name, registrations -> Diagnostic? in
            guard !name.isEmpty, registrations.allSatisfy({ !requested.contains($0.key) }),
                  let first = registrations.min(by: { $0.location < $1.location }) else { return nil }
            let location = graph.index.type(at: name.split(separator: ".").map(String.init))?.location ?? first.location
            return Diagnostic(
                rule: MissingBootstrapRule.id, severity: .warning, framework: .dirk,
                message: "'\(name)' is never passed to Dirk.start or register, so \(registrations.count == 1 ? "its provider is never registered" : "none of its \(registrations.count) providers is registered")",
                location: location, notes: [.init("pass it to Dirk.start, or remove it")])
        }.sorted { $0.location < $1.location }
    }

    /// A Module subclass of the app's code that registers something: written to be passed to a start, so with
    /// no start in the analysed code, the start is in code that was not analysed (the app using a library).
    private static func moduleForAnotherStart(_ graph: DependencyGraph) -> (name: String, location: SourceLocation)? {
        let registrations = (graph.registrations + graph.inactiveRegistrations).filter { $0.framework == .dirk && $0.codeClass == .app }
        return registrations.lazy.compactMap { registration -> (name: String, location: SourceLocation)? in
            guard let name = registration.moduleName,
                  let declaration = graph.index.type(at: name.split(separator: ".").map(String.init)), declaration.kind == .class
            else { return nil }
            return (name, declaration.location)
        }.min { $0.location < $1.location }
    }

    static func diagnostics(_ graph: DependencyGraph) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for framework in [Framework.dirk] {
            let appStarts = graph.bootstraps.filter { $0.framework == framework && $0.codeClass == .app && $0.kind == .start }
            let appRequests = graph.requests.filter { $0.framework == framework && $0.codeClass == .app }
            // A file dilint did not read may start it: no proof either way.
            if appStarts.isEmpty, !graph.mayBeStartedUnread(framework), let first = appRequests.first {
                let others = appRequests.dropFirst()
                var notes: [Diagnostic.Note] = others.prefix(10).map { .init("also requested here", at: $0.location) }
                if others.count > 10 { notes.append(.init("and \(others.count - 10) more requests")) }
                let message = "\(framework.displayName) is never started: no Dirk.start in the app's code, so \(appRequests.count == 1 ? "its one request fails" : "all \(appRequests.count) requests fail") with notStarted"
                if let module = moduleForAnotherStart(graph) {
                    // A library's code: the app that uses it starts Dirk with its module, out of sight.
                    notes.insert(.init("'\(module.name)' is a Module subclass no start here passes: the code that starts Dirk may be elsewhere, an app using this library", at: module.location), at: 0)
                    diagnostics.append(Diagnostic(
                        rule: MissingBootstrapRule.id, severity: .warning, framework: framework,
                        message: message + " unless code dilint did not analyse starts it",
                        location: first.location, type: nil, notes: notes, sites: appRequests.map(GraphSite.request)))
                } else {
                    diagnostics.append(Diagnostic(
                        rule: MissingBootstrapRule.id, severity: .error, framework: framework,
                        message: message, location: first.location, type: nil, notes: notes, sites: appRequests.map(GraphSite.request)))
                }
            }
            let stops = graph.bootstraps.contains { $0.framework == framework && $0.codeClass == .app && $0.kind == .stop }
            guard !stops else { continue }
            for (position, start) in appStarts.enumerated() {
                guard let earlier = appStarts[..<position].first(where: { !$0.conditions.isExclusive(with: start.conditions) })
                else { continue }
                diagnostics.append(Diagnostic(
                    rule: MissingBootstrapRule.id, severity: .warning, framework: framework,
                    message: "\(framework.displayName) is started more than once and never stopped; a second Dirk.start throws alreadyStarted",
                    location: start.location, notes: [.init("first started here", at: earlier.location)]))
            }
        }
        return diagnostics + unusedDirkModules(graph)
    }
}
