/// `unregistered-name`: a request by name (`@Inject("primary")`) that no module of that name serves,
/// or whose module of that name provides another type.
public struct UnregisteredNameRule: Rule {
    public static let id = "unregistered-name"
    public static let defaultSeverity = Severity.error
    public static let summary = """
        A property is injected by name, but no module in the container is registered under that name, \
        or the module of that name provides a type that is not the declared one. Either way the lookup \
        finds no value of the declared type and crashes at first access with "Dependency not resolved".
        """

    public init() {}

    public func check(_ graph: DependencyGraph) -> [Diagnostic] {
        graph.requests.compactMap { request in
            guard let name = request.name, !request.yieldsNilWhenMissing else { return nil }
            let declared = request.framework.plugin.registrationKey(of: request.keyType)
            let named = graph.registrations(for: request.framework, visibleFrom: request.codeClass, storage: request.storage)
                .filter { $0.key == name && !$0.conditions.isExclusive(with: request.conditions) }
            guard !named.isEmpty else {
                // Code dilint could not read (a module list a helper builds, a loop) may register the name.
                let unread = UnregisteredTypeRule.unreadContributions(to: request, graph: graph)
                if !unread.isEmpty {
                    let places = unread.count == 1 ? "a place" : "\(unread.count) places"
                    return Diagnostic(
                        rule: PossiblyUnregisteredRule.id, severity: PossiblyUnregisteredRule.defaultSeverity, framework: request.framework,
                        message: "no module dilint read is named '\(name)' in the \(request.framework.displayName) container, but \(places) it could not read may register one; \(request.form) of '\(declared)' here crashes at run time if none does",
                        location: request.location, type: declared,
                        notes: UnregisteredTypeRule.unreadNotes(unread, mayRegister: name),
                        subject: .unprovenRequest, sites: [.request(request)])
                }
                return Diagnostic(
                    rule: Self.id, severity: Self.defaultSeverity, framework: request.framework,
                    message: "no module is named '\(name)' in the \(request.framework.displayName) container; \(request.form) of '\(declared)' here crashes at run time",
                    location: request.location, type: declared, subject: .unregisteredName, sites: [.request(request)])
            }
            // The last registration of the name wins; it must produce the declared type.
            let winner = named.max { ($0.order ?? []).lexicographicallyPrecedes($1.order ?? []) }!
            guard !provides(winner, request.keyType, index: graph.index) else { return nil }
            return Diagnostic(
                rule: Self.id, severity: Self.defaultSeverity, framework: request.framework,
                message: "the module named '\(name)' provides '\(winner.keyType.canonical)', not '\(declared)'; \(request.form) here crashes at run time",
                location: request.location, type: declared,
                notes: [.init("module '\(name)' is registered here", at: winner.location)], subject: .unregisteredName,
                sites: [.request(request)])
        }
    }

    /// Whether the value the module builds can be cast to the declared type; unknown counts as yes.
    private func provides(_ registration: Registration, _ declared: TypeRef, index: ProjectIndex) -> Bool {
        if registration.keyType == declared { return true }
        guard let wanted = declared.nominalPath else { return true }
        return ProvidedValue.isA(registration, wanted, index: index) != false
    }
}
