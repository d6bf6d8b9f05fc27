/// InjectGrail 0.3: no runtime container; Link simulates its Sourcery generator, which matches
/// dependencies by the type names as written.
enum InjectGrailPlugin: FrameworkPlugin {
    static let framework = Framework.injectgrail
    static let displayName = "InjectGrail"
    static let importNames: Set<String> = ["InjectGrail", "InjectGrailMacros"]
    static let frontend: any Frontend.Type = InjectGrailFrontend.self

    static func link(_ files: [FileFacts], context: LinkContext, into graph: inout DependencyGraph) {
        InjectGrailLinker().link(files, into: &graph)
    }

    static func registrationKey(of type: TypeRef) -> String { type.canonical }

    static let wording = FrameworkWording(
        defaultContainer: "injector", namedContainer: "injector",
        unreadProvider: { "this \($0) provides" }, requestVerb: "resolves",
        lazyAlternative: "a dependency the injector does not build at init",
        unusedGroup: "is never used",
        registerAs: { _, _, wanted in "return '… as \(wanted)'" },
        placeToRegister: { _, _, _, _ in nil })
}
