/// `root-injector`: InjectGrail needs exactly one `RootInjector`.
public struct RootInjectorRule: Rule {
    public static let id = "root-injector"
    public static let defaultSeverity = Severity.error
    public static let summary = """
        InjectGrail's generator starts from the one type conforming to `RootInjector`. With none it stops \
        with `fatalError("RootInjector not found.")` (an error, reported at the first `Injector` \
        protocol; a warning while a file dilint could not read may declare one, or where no protocol inherits \
        `Injector`: code using only InjectGrail's macros needs no generator). With several it silently uses the first it reads and ignores the others' properties \
        (a warning at each extra one).
        """

    public init() {}

    public func check(_ graph: DependencyGraph) -> [Diagnostic] {
        guard let grail = graph.injectGrail else { return [] }
        guard let first = grail.roots.first else {
            guard let location = grail.firstInjectorLocation ?? grail.injectables.map(\.location).min() else { return [] }
            // Only the generator needs a root, and a protocol inheriting `Injector` is what it is run for: code
            // with the macros alone (`@Needs<P>`) builds and runs without Sourcery, so nothing stops.
            guard grail.firstInjectorLocation != nil else {
                return [Diagnostic(rule: Self.id, severity: .warning, framework: .injectgrail,
                                   message: "no type conforms to RootInjector and no protocol inherits Injector; if Sourcery runs InjectGrail's template on this code, it stops with fatalError(\"RootInjector not found.\")",
                                   location: location, notes: [.init("InjectGrail's macros alone need no RootInjector; the generator needs one")])]
            }
            guard grail.unreadFiles.isEmpty else {
                return [Diagnostic(rule: Self.id, severity: .warning, framework: .injectgrail,
                                   message: "no type dilint read conforms to RootInjector; unless a file it did not read declares one, the generator stops with fatalError(\"RootInjector not found.\")",
                                   location: location, notes: UnregisteredTypeRule.unreadNotes(grail.unreadFiles, may: "declare the RootInjector"))]
            }
            return [Diagnostic(rule: Self.id, severity: .error, framework: .injectgrail,
                               message: "no type conforms to RootInjector; the generator stops with fatalError(\"RootInjector not found.\")",
                               location: location)]
        }
        return grail.roots.dropFirst().map { extra in
            Diagnostic(rule: Self.id, severity: .warning, framework: .injectgrail,
                       message: "\(extra.name) also conforms to RootInjector; the generator uses only \(first.name) and ignores \(extra.name)'s properties",
                       location: extra.location, type: extra.name, notes: [.init("the root the generator uses", at: first.location)],
                       sites: [.injectGrail(extra.name)])
        }
    }
}
