/// Dirk 1.x: modules passed to `Dirk.start`, keys `String(reflecting:)` (qualified, `Optional` kept).
enum DirkPlugin: FrameworkPlugin {
    static let framework = Framework.dirk
    static let displayName = "Dirk"
    static let importNames: Set<String> = ["Dirk"]
    static let frontend: any Frontend.Type = DirkFrontend.self

    static func link(_ files: [FileFacts], context: LinkContext, into graph: inout DependencyGraph) {
        DirkLinker(context: context).link(files, into: &graph)
    }

    static func registrationKey(of type: TypeRef) -> String { type.canonical }

    static let needsStart = true

    static func bootstrapFindings(_ graph: DependencyGraph) -> [Diagnostic] { DirkBootstrapCheck.diagnostics(graph) }

    static let wording = FrameworkWording(
        defaultContainer: "default container", namedContainer: "container",
        unreadProvider: { "this \($0) provides" }, requestVerb: "resolves",
        lazyAlternative: "an @Inject property (Dirk resolves it when first read)",
        unusedGroup: "is never passed to Dirk.start or register",
        optionalIsOwnKey: true,
        shortLived: { _ in ("Factory", "resolve it on each use with a @Resolve property") },
        registerAs: { form, _, wanted in "register it as \(form)<\(wanted)> { … } or return '… as \(wanted)'" },
        placeToRegister: { key, request, graph, first in
            let start = graph.bootstraps.filter { $0.framework == .dirk && $0.codeClass == request.codeClass && $0.kind == .start }
                .min { $0.location < $1.location }
            guard let place = start?.location ?? first?.location else { return nil }
            return .init("nothing registers '\(key)' yet: add Singleton { … } or Factory { … } for it to a module of this Dirk.start", at: place)
        })
}
