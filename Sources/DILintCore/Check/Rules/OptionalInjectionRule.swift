/// `optional-injection`: an Optional request that the framework answers with nil whatever is registered
/// (Shank looks up the key 'Optional<P>', which no module provides).
public struct OptionalInjectionRule: Rule {
    public static let id = "optional-injection"
    public static let defaultSeverity = Severity.warning
    public static let summary = """
        The property is injected as an Optional, and the framework looks up the Optional type itself \
        (Shank keys `@Inject var x: P?` as 'Optional<P>'). No module provides that key, so the property \
        is always nil, even when 'P' is registered: it never crashes, it silently does nothing (with `P!`, \
        any use of the property as a `P` crashes). Inject the non-optional type.
        """

    public init() {}

    public func check(_ graph: DependencyGraph) -> [Diagnostic] {
        let registered = Set(graph.registrations.map { [$0.framework.rawValue, $0.key] })
        return graph.requests.compactMap { request in
            guard request.yieldsNilWhenMissing, !registered.contains([request.framework.rawValue, request.key]),
                  case .optional(let wrapped) = request.keyType else { return nil }
            let wrappedKey = request.framework.plugin.registrationKey(of: wrapped)
            let notes: [Diagnostic.Note] = graph.registrations(for: request.framework, visibleFrom: request.codeClass, storage: request.storage)
                .first { $0.key == wrappedKey }
                .map { [.init("'\(wrappedKey)' is registered here, under a different key than '\(request.key)'", at: $0.location)] } ?? []
            if let name = request.name {
                return Diagnostic(
                    rule: Self.id, severity: Self.defaultSeverity, framework: request.framework,
                    message: "\(request.form) of an Optional is always nil in \(request.framework.displayName): no module is named '\(name)'",
                    location: request.location,
                    type: request.framework.plugin.registrationKey(of: request.keyType), subject: .optionalNeverRegistered,
                    sites: [.request(request)])
            }
            if request.implicitlyUnwrapped {
                return Diagnostic(
                    rule: Self.id, severity: Self.defaultSeverity, framework: request.framework,
                    message: "\(request.form) of an implicitly unwrapped Optional is always nil in \(request.framework.displayName): it looks up '\(request.key)', which is never registered, so any use of the property as '\(wrappedKey)' crashes with \"Unexpectedly found nil while implicitly unwrapping an Optional value\"; inject '\(wrappedKey)' instead",
                    location: request.location, type: request.key, notes: notes, subject: .optionalNeverRegistered,
                    sites: [.request(request)])
            }
            return Diagnostic(
                rule: Self.id, severity: Self.defaultSeverity, framework: request.framework,
                message: "\(request.form) of an Optional is always nil in \(request.framework.displayName): it looks up '\(request.key)', which is never registered; inject '\(wrappedKey)' instead",
                location: request.location, type: request.key, notes: notes, subject: .optionalNeverRegistered,
                sites: [.request(request)])
        }
    }
}
