/// `closure-key`: a Zerk builder closure without parameters is stored as a value, so what it builds is
/// never registered.
public struct ClosureKeyRule: Rule {
    public static let id = "closure-key"
    public static let defaultSeverity = Severity.error
    public static let summary = """
        `.singleton { X() as P }` has no closure parameters, so Swift picks Zerk's autoclosure overload and \
        stores the closure itself: the key becomes `() -> P` and every `restore()` of `P` crashes with \
        "has not been stored". With a type list (`singleton(P.self) { X() }`) the closure is stored under \
        `P` and restoring it fails the typecast. An error where the code restores `P` and no other \
        registration answers it, a warning otherwise. Pass the value (`.singleton(X() as P)`) or take the \
        storage parameter (`{ _ in X() as P }`).
        """

    public init() {}

    public func check(_ graph: DependencyGraph) -> [Diagnostic] {
        // Only a framework that stores what it is given (Zerk) marks a registration `storesClosure`.
        graph.registrations.filter(\.storesClosure).map { registration in
            let built: String
            if case .function(_, let result) = registration.keyType { built = result.canonical } else { built = registration.key }
            let call = registration.form.name
            // A crash needs a restore of the built type that no other registration of the container answers.
            let answered = graph.registrations.first {
                $0.container == registration.container && $0.key == built && !$0.storesClosure && $0.location != registration.location
            }
            let restored = graph.requests.contains { $0.container == registration.container && $0.key == built }
            let crashes = answered == nil && restored
            let message: String
            if registration.keyIsListedAlias {
                message = "this builder has no parameters, so Zerk stores the closure itself under '\(registration.key)'; restoring '\(registration.key)' fails the typecast"
                    + (crashes ? " and crashes" : " and would crash")
            } else {
                message = "this builder has no parameters, so Zerk stores the closure itself under the key '\(registration.key)'; "
                    + (crashes ? "every restore of '\(built)' crashes" : "it registers no '\(built)'")
            }
            var notes: [Diagnostic.Note] = [.init(registration.implementation.map { "store the value instead: '.\(call)(\($0.canonical)(…) as \(built))', or take the storage parameter: '.\(call) { _ in … }'" }
                ?? "store the value instead: call the function where it is passed ('.\(call)(make())'), or take the storage parameter: '.\(call) { _ in … }'")]
            if let answered { notes.append(.init("restores of '\(built)' find this registration instead", at: answered.location)) }
            return Diagnostic(
                rule: Self.id, severity: crashes ? Self.defaultSeverity : .warning, framework: registration.framework, message: message,
                location: registration.location, type: registration.key,
                notes: notes,
                fixes: ValueFormFix.fix(for: registration).map { [$0] } ?? [], sites: [.registration(registration)])
        }
    }
}
