/// A Zerk builder closure without parameters, `.singleton { X() as P }`, stores the closure itself:
/// the value form `.singleton(X() as P)` stores what it builds.
enum ValueFormFix {
    static func fix(for registration: Registration) -> Fix? {
        guard registration.framework == .zerk, registration.storesClosure, !registration.keyIsListedAlias,
              let opening = registration.editPoints?.closureOpening, let closing = registration.editPoints?.closureClosing
        else { return nil }
        let call = registration.form.name
        return Fix(description: "pass the value instead of a closure: '.\(call)(…)'", file: registration.location.file,
                   edits: [TextEdit(span: opening, replacement: "("), TextEdit(span: closing, replacement: ")")])
    }
}
