/// One DI framework, whole: how its files are read, how its runtime keys, registers and resolves, how
/// it is started, and the words dilint uses for its fixes. Rules and Link ask the plug-in; they never
/// name a framework's types. Adding a framework is its folder (a conforming type, its frontend and
/// linker), its `Framework` case, one line in `FrameworkPlugins.all`, and its fixtures.
protocol FrameworkPlugin: Sendable {
    static var framework: Framework { get }
    static var displayName: String { get }
    /// The modules a file imports to use the framework.
    static var importNames: Set<String> { get }
    static var frontend: any Frontend.Type { get }

    /// Links the framework's facts of every file into the graph: one pass of Link (see `LinkPasses`).
    static func link(_ files: [FileFacts], context: LinkContext, into graph: inout DependencyGraph)

    /// The key the registry stores a registration of `type` under, as the runtime computes it.
    static func registrationKey(of type: TypeRef) -> String
    /// The type whose key a request for `requested` looks up (Zerk strips one `Optional`; Dirk and Shank
    /// keep it).
    static func lookedUpType(of requested: TypeRef) -> TypeRef

    /// Whether the app must start (build) the container before any request works: then, with neither a
    /// start nor a registration, `missing-bootstrap` speaks for every request.
    static var needsStart: Bool { get }
    /// Findings about starting the container (`missing-bootstrap`); none for frameworks with nothing to start.
    static func bootstrapFindings(_ graph: DependencyGraph) -> [Diagnostic]

    static var wording: FrameworkWording { get }
}

extension FrameworkPlugin {
    static func lookedUpType(of requested: TypeRef) -> TypeRef { requested }
    static var needsStart: Bool { false }
    static func bootstrapFindings(_ graph: DependencyGraph) -> [Diagnostic] { [] }

    /// The key a request for `type` looks up.
    static func requestKey(of type: TypeRef) -> String { registrationKey(of: lookedUpType(of: type)) }
}

/// The framework-specific words of dilint's messages, so rules can say the concrete fix.
struct FrameworkWording: Sendable {
    /// The container a request reads when it names none: "standard storage", "default container".
    var defaultContainer: String
    /// What the framework's code calls a container other than its default one.
    var namedContainer: String
    /// The provider whose key cannot be read, for "cannot tell which type <this Factory provides>".
    var unreadProvider: @Sendable (_ form: RegistrationForm) -> String
    /// What a request does, for "cannot tell which type `@Inject` <verb> here": "resolves", "restores".
    var requestVerb: String
    /// Where a dependency can come from later, so a cycle built at init is broken (the cycle's fix).
    var lazyAlternative: String
    /// Why a group of providers registers nothing: "is never built", "is never passed to Dirk.start or register".
    var unusedGroup: String
    /// What a group of providers is called before its name, when it needs saying ("the container").
    var groupNoun: String? = nil
    /// An Optional request is a key of its own that a registration of the wrapped type does not serve.
    var optionalIsOwnKey = false
    /// For a framework with a singleton lifetime beside shorter ones: the short lifetime's name and the
    /// lazy form that gets a new instance on each use (`captive-dependency`); nil when it has none.
    var shortLived: (@Sendable (Lifetime) -> (name: String, lazyFix: String))? = nil
    /// The edit that registers `built` under `wanted` instead of under itself, given the registration's form.
    var registerAs: @Sendable (_ form: RegistrationForm, _ built: String, _ wanted: String) -> String
    /// The note that says where a new key is registered, and the place it points at; nil when the
    /// framework has no place (InjectGrail generates its injectors).
    var placeToRegister: @Sendable (_ key: String, _ request: Request, _ graph: DependencyGraph,
                                    _ firstRegistration: Registration?) -> Diagnostic.Note?

    /// "'AppModule' is never passed to Dirk.start or register", "the container 'Shared' is never built".
    func unused(_ groupName: String) -> String {
        (groupNoun.map { "\($0) " } ?? "") + "'\(groupName)' \(unusedGroup)"
    }
}

enum FrameworkPlugins {
    /// Every framework dilint reads, in the order Link runs them (see `LinkPasses`).
    static let all: [any FrameworkPlugin.Type] = [DirkPlugin.self, ZerkPlugin.self, ShankPlugin.self, InjectGrailPlugin.self]

    static func plugin(for framework: Framework) -> any FrameworkPlugin.Type {
        all.first { $0.framework == framework }!
    }
}

extension Framework {
    var plugin: any FrameworkPlugin.Type { FrameworkPlugins.plugin(for: self) }
}
