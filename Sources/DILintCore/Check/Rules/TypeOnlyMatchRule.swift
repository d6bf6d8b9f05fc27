/// `type-only-match`: InjectGrail fills a plain-value injector property (`Bool`, `Double`, `[URL]`…)
/// from a parent's property of another name, because it compares types only.
public struct TypeOnlyMatchRule: Rule {
    public static let id = "type-only-match"
    public static let defaultSeverity = Severity.warning
    public static let summary = """
        InjectGrail's generator fills an injector property from the first property of the same type it \
        finds in the parent, the root or an ancestor; it compares names only when several properties share \
        the type. For a service protocol that is what you want; for a plain value (`Bool`, `Double`, `Int?`, \
        `Date`, `URL`, collections of them) a property of another name is rarely the same thing: \
        `isDarkMode: Bool` silently receives the parent's `isLoggedIn`. Give both properties the same name, \
        or mark the property `// sourcery: forceManual` and pass it explicitly.
        """

    public init() {}

    public func check(_ graph: DependencyGraph) -> [Diagnostic] {
        guard let grail = graph.injectGrail else { return [] }
        return grail.typeOnlyMatches.map { match in
            let property = match.property
            let names = match.sources.map(\.property.name).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            let from = names.map { "'\($0)'" }.joined(separator: " or ")
            return Diagnostic(
                rule: Self.id, severity: Self.defaultSeverity, framework: .injectgrail,
                message: "'\(property.name): \(property.typeName)' of \(match.injector) is filled from \(from) by type alone; "
                    + "a \(property.typeName) of another name is probably another value",
                location: property.location, type: property.typeName,
                notes: match.sources.map { Diagnostic.Note("\($0.site.function) passes '\($0.property.name)' declared here", at: $0.property.location) })
        }
    }
}
