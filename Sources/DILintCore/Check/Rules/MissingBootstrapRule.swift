/// `missing-bootstrap`: requests but no container start in app code; or several starts without a stop.
public struct MissingBootstrapRule: Rule {
    public static let id = "missing-bootstrap"
    public static let defaultSeverity = Severity.error
    public static let summary = """
        The app requests dependencies but never starts the container (no `Dirk.start` in non-test code), \
        so every request fails with `notStarted`. Starting it more than once without `Dirk.stop()` throws \
        `alreadyStarted`, which `try!` turns into a crash (a warning: the second start may be unreachable). \
        A `Module` subclass never passed to a start registers nothing (a warning, said only when the \
        analysed code holds a start: one module file alone cannot see the start that passes it). \
        Shank: no `build()` on any `Dependencies { … }` container in non-test code leaves the root \
        container empty, so every `@Inject` crashes; that is an error only when every `build()` of the \
        app's code is proved to be another type's (one dilint cannot tie to a container is a note), and no \
        app code is written for Shank's earlier API, whose `Module` protocol registered in place. A \
        container that is never built registers nothing (a warning).
        """

    public init() {}

    public func check(_ graph: DependencyGraph) -> [Diagnostic] {
        FrameworkPlugins.all.flatMap { $0.bootstrapFindings(graph) }
    }
}
