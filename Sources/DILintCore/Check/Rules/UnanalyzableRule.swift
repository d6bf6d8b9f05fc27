/// `unanalyzable`: code dilint saw but cannot resolve without type checking; said, never guessed.
public struct UnanalyzableRule: Rule {
    public static let id = "unanalyzable"
    public static let defaultSeverity = Severity.note
    public static let summary = """
        A registration or request whose type dilint cannot know without compiling (a generic parameter, \
        an expression whose type comes from inference, a module held in a variable). It is left out of \
        the other checks rather than guessed, and listed so that you know what was not checked.
        """

    public init() {}

    public func check(_ graph: DependencyGraph) -> [Diagnostic] {
        graph.unresolved.map {
            Diagnostic(rule: Self.id, severity: Self.defaultSeverity, framework: $0.framework, message: $0.message,
                       location: $0.location)
        }
    }
}
