/// The names one copy of Shank's source gives its parts. Real apps carry a copy of Shank's single
/// file rather than the package, and rename what they like (`DependencyContainer`, `Dependency`,
/// `@_functionBuilder enum ModuleBuilder`); the copy itself says which names the app's code uses.
public struct ShankDialect: Codable, Hashable, Sendable {
    /// The class whose generic resolver keys by `String(describing: T.self)`.
    public var container: String
    /// The value the result builder collects (`Module`, `Dependency`).
    public var module: String
    /// The result builder (`ModuleBuilder`).
    public var builder: String
    /// Property wrappers that resolve through the container (`Inject`).
    public var wrappers: [String] = []
    /// The argument labels of a wrapper's container parameter, per initializer: `@Inject(from: .useCases)`,
    /// `@Inject("name", dependencies: .useCases)`.
    public var wrapperContainerLabels: [String] = []
    /// Whether `Container { … }` fills a new container (an initializer takes the builder).
    public var literalInitializer: Bool = false
    /// Methods without parameters that make the container the one requests resolve from (`build()`).
    public var buildMethods: [String] = []
    /// Methods that take the builder and fill the container they are called on (`register { … }`).
    public var registerMethods: [String] = []
    /// Static containers of the container type (`root`, `useCases`).
    public var staticContainers: [String] = []
    /// The static container requests use when they name none (the one `build()` assigns).
    public var rootContainer: String?
    /// The labels ("" unlabelled) an argument naming a module has in the module's initializers; nil when
    /// they are not known (a copy named by the configuration, a module without a declared initializer).
    public var moduleNameLabels: [String]? = nil
    /// Where the copy declares the container.
    public var definedAt: SourceLocation
    /// Static generic methods of the container that return their type parameter (`static func
    /// resolve<T>(_ name: String? = nil) -> T`): a copy that opens its resolver to code a wrapper cannot
    /// serve. nil (as none) for Shank itself, whose resolver is private.
    public var resolveMethods: [String]? = nil

    /// Shank's own names, as the package and ZamzamCore spell them.
    static func standard(at location: SourceLocation) -> ShankDialect {
        ShankDialect(container: ShankVocabulary.container, module: ShankVocabulary.module, builder: ShankVocabulary.moduleBuilder,
                     wrappers: [ShankVocabulary.wrapper], wrapperContainerLabels: [], literalInitializer: true,
                     buildMethods: [ShankVocabulary.build], registerMethods: [], staticContainers: ["root"],
                     rootContainer: "root", moduleNameLabels: [""], definedAt: location)
    }
}

/// The vocabulary one run reads Shank code with: Shank's own names plus those of every copy found.
/// Part of the extraction's input, so facts stay a pure function of (bytes, vocabulary).
public struct ShankNames: Hashable, Sendable {
    var containers: Set<String> = []
    /// Containers that `Container { … }` creates; the others are only filled through `register`.
    var literalContainers: Set<String> = []
    var modules: Set<String> = []
    var wrappers: Set<String> = []
    var wrapperContainerLabels: Set<String> = []
    var buildMethods: Set<String> = []
    var registerMethods: Set<String> = []
    /// A copy's public resolver methods, by container type.
    var resolveMethods: [String: Set<String>] = [:]
    /// Static containers by container type, and which of them requests use by default.
    var staticContainers: [String: Set<String>] = [:]
    var rootContainers: [String: String] = [:]
    /// The labels an argument naming a module has; nil when some copy's are not known.
    var moduleNameLabels: Set<String>? = []

    /// Whether the project holds (or the configuration names) a copy of Shank: Shank code is then
    /// possible in any file, imported or not. Extraction does not read it (facts are the same).
    public private(set) var copiesFound = false

    public static let standard = ShankNames(dialects: [])

    public init(dialects: [ShankDialect]) {
        copiesFound = !dialects.isEmpty
        let all = [ShankDialect.standard(at: SourceLocation(file: "", line: 0, column: 0))] + dialects
        for dialect in all {
            containers.insert(dialect.container)
            if dialect.literalInitializer { literalContainers.insert(dialect.container) }
            modules.insert(dialect.module)
            wrappers.formUnion(dialect.wrappers)
            wrapperContainerLabels.formUnion(dialect.wrapperContainerLabels)
            buildMethods.formUnion(dialect.buildMethods)
            registerMethods.formUnion(dialect.registerMethods)
            if let methods = dialect.resolveMethods, !methods.isEmpty { resolveMethods[dialect.container, default: []].formUnion(methods) }
            staticContainers[dialect.container, default: []].formUnion(dialect.staticContainers)
            if let root = dialect.rootContainer { rootContainers[dialect.container] = root }
            if let labels = dialect.moduleNameLabels { moduleNameLabels?.formUnion(labels) } else { moduleNameLabels = nil }
        }
        fileMarkers = containers.union(wrappers).union(buildMethods).union(registerMethods).union([ShankVocabulary.componentMethod])
            .sorted().map { Array($0.utf8) }
    }

    /// The words a file must spell to hold Shank code in this vocabulary; a cheap check before a walk.
    /// Made once: every file is checked against them, some twice.
    private(set) var fileMarkers: [[UInt8]] = []

    /// The storage a static container stands for: nil for the one requests use by default.
    func storage(container: String, member: String) -> String?? {
        guard staticContainers[container]?.contains(member) == true else { return .none }
        return .some(member == (rootContainers[container] ?? "root") ? nil : member)
    }
}
