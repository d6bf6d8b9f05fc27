/// Shank (and its renamed copies): `Dependencies { Module { … } }` containers that register on
/// `build()`, keys `String(describing:)` or a module's name. An Optional `@Inject` looks up
/// 'Optional<P>' and yields nil.
enum ShankPlugin: FrameworkPlugin {
    static let framework = Framework.shank
    static let displayName = "Shank"
    // ZamzamCore shipped Shank's container as its own from Sep to Dec 2019 (reference/frameworks.md §0).
    static let importNames: Set<String> = ["Shank", "ZamzamCore"]
    static let frontend: any Frontend.Type = ShankFrontend.self

    static func link(_ files: [FileFacts], context: LinkContext, into graph: inout DependencyGraph) {
        ShankLinker(context: context).link(files, into: &graph)
    }

    static func registrationKey(of type: TypeRef) -> String { type.shankRuntimeName.unqualified }

    static let needsStart = true

    static func bootstrapFindings(_ graph: DependencyGraph) -> [Diagnostic] { ShankBootstrapCheck.diagnostics(graph) }

    static let wording = FrameworkWording(
        defaultContainer: "default container", namedContainer: "container",
        unreadProvider: { _ in "this Module provides" }, requestVerb: "resolves",
        lazyAlternative: "an @Inject property (Shank resolves it when first read)",
        unusedGroup: "is never built", groupNoun: "the container",
        // The module type as the registration spells it (a copy may call it `Dependency`); `(…)` for the
        // arguments its initializer takes, which the note does not know.
        registerAs: { form, built, wanted in "register it as `\(form.name) { \(built)(…) as \(wanted) }`" },
        placeToRegister: { key, _, _, first in
            guard let place = first?.location else { return nil }
            return .init("nothing registers '\(key)' yet: add it to a Module of the container that registers this", at: place)
        })
}
