/// The linked result every rule and every drawing works on: registrations and requests with their
/// registry keys computed as each framework's runtime does, the edges between keys, and what could
/// not be resolved (kept, never guessed).
public struct DependencyGraph: Sendable {
    public var registrations: [Registration] = []
    /// Providers that exist in code but are never handed to the container (e.g. an unused module).
    public var inactiveRegistrations: [Registration] = []
    public var requests: [Request] = []
    public var edges: [Edge] = []
    public var bootstraps: [Bootstrap] = []
    public var unresolved: [Unresolved] = []
    /// Providers that run but whose key cannot be read: any key missing from their container may be theirs.
    public var unreadProviders: [UnreadProvider] = []
    /// Requests whose key cannot be read: any registration their container holds may be what they ask for.
    public var unreadRequests: [UnreadRequest] = []
    /// Requests that re-enter the registration function (Zerk `restore` inside `autoStore()`).
    public var reentrantRequests: [Request] = []
    /// InjectGrail's simulated generator run, when the project uses InjectGrail.
    public var injectGrail: InjectGrailGraph?
    /// Factory methods of module types (Shank `component()`), drawn and cycle-checked, never registrations.
    public var components: [Component] = []
    /// Files a code generator wrote, and the types marked for one (`GeneratedCode`).
    public var generatedFiles: Set<String> = []
    public var generatorAnnotations: [GeneratorAnnotation] = []
    public var index: ProjectIndex
    public var fileCount: Int

    /// Registrations a request in `codeClass` can be served by: tests see app registrations too.
    public func registrations(for framework: Framework, visibleFrom codeClass: CodeClass, storage: String? = nil) -> [Registration] {
        registrations.filter { $0.framework == framework && ($0.codeClass == .app || codeClass == .test) && $0.storage == storage }
    }
}

/// Identifies one container a key lives in, so test mocks and app providers form separate graphs.
public struct ContainerID: Hashable, Sendable, Comparable, Codable {
    public var framework: Framework
    public var codeClass: CodeClass
    /// A named container (Zerk custom storage); nil for the framework's own.
    public var storage: String? = nil

    public static func < (lhs: ContainerID, rhs: ContainerID) -> Bool {
        (lhs.framework.rawValue, lhs.codeClass.rawValue, lhs.storage ?? "") < (rhs.framework.rawValue, rhs.codeClass.rawValue, rhs.storage ?? "")
    }
}

/// Where a key is looked up: one framework's container (a named one or its own) and the key in it. The
/// code class is not part of it: a test request also sees the app's registrations (`Registration.serves`).
public struct RegistryScope: Hashable, Sendable {
    public var framework: Framework
    public var storage: String?
    public var key: String

    public init(framework: Framework, storage: String?, key: String) {
        self.framework = framework
        self.storage = storage
        self.key = key
    }

    public init(_ registration: Registration) {
        self.init(framework: registration.framework, storage: registration.storage, key: registration.key)
    }

    public init(_ request: Request) {
        self.init(framework: request.framework, storage: request.storage, key: request.key)
    }
}

public struct Registration: Sendable, Hashable {
    public var framework: Framework
    public var codeClass: CodeClass
    /// The registry key exactly as the runtime computes it (Dirk: qualified path, Optional kept).
    public var key: String
    public var keyType: TypeRef
    public var implementation: TypeRef?
    public var lifetime: Lifetime
    public var form: RegistrationForm
    /// Module (Dirk) or other grouping it belongs to, for messages and clusters.
    public var moduleName: String?
    public var location: SourceLocation
    public var conditions: [CompilationCondition]
    /// Position in the container's registration order when it is statically known; later wins.
    public var order: [Int]?
    /// `order` compares only between registrations of one scope (nil: one order for the container).
    public var orderScope: String? = nil
    public var storage: String? = nil
    /// The key was listed explicitly next to the builder, so the built value must conform to it.
    public var keyIsListedAlias: Bool = false
    /// The value stored is a closure, not what the closure builds (Zerk zero-parameter builder).
    public var storesClosure: Bool = false
    public var argumentReads: [ArgumentRead] = []
    /// The registry name when the registration is keyed by a name instead of its type.
    public var name: String? = nil
    /// The container instance when a framework can have several (a Shank `Dependencies { … }` literal).
    public var containerInstance: String? = nil
    /// The run-time branch of the bootstrap the registration is made in (`RunTimeBranch`), nil outside any.
    public var branch: String? = nil
    /// The provider as written (whitespace collapsed), when the frontend kept it.
    public var providerText: String? = nil
    /// What hands out the value when it is not a type built in place: `Tracker.shared`, `makeClient()`.
    public var providedBy: String? = nil
    /// Where a fix may edit the provider's source, as the frontend recorded it.
    public var editPoints: ProviderEditPoints? = nil
    /// The provider's closure is isolated to the main actor (written where code is).
    public var writtenOnMainActor = false

    public var container: ContainerID { ContainerID(framework: framework, codeClass: codeClass, storage: storage) }

    /// Whether a request of this registration's scope is served by it, as the containers resolve: a test
    /// request also sees the app's registrations, and a request by name needs that name.
    public func serves(_ request: Request) -> Bool {
        (codeClass == .app || request.codeClass == .test) && (request.name == nil || name == request.name)
    }
}

public struct Request: Sendable, Hashable {
    public var framework: Framework
    public var codeClass: CodeClass
    public var key: String
    public var keyType: TypeRef
    public var form: String
    /// The type whose construction makes this request, when it is a type's member.
    public var ownerPath: [String]?
    /// The registration whose provider body makes this request, for provider dependencies.
    public var providerKey: String?
    public var timing: Timing
    public var location: SourceLocation
    public var conditions: [CompilationCondition]
    public var storage: String? = nil
    public var passedArguments: PassedArguments? = nil
    /// The registry name asked for, when the request is by name; `keyType` is then the declared type.
    public var name: String? = nil
    /// A missing key yields nil instead of a crash (Shank's Optional `@Inject`): not an unregistered-type error.
    public var yieldsNilWhenMissing: Bool = false
    /// Where the request certainly runs off the main actor ("a Task.detached closure"), when it does.
    public var offMainActor: String? = nil
    /// Declared `P!`: a nil it yields crashes where the property is first used.
    public var implicitlyUnwrapped = false

    public var container: ContainerID { ContainerID(framework: framework, codeClass: codeClass, storage: storage) }
}

/// A builder's `arguments.<name>` read, with the type it is cast to when dilint can tell.
public struct ArgumentRead: Sendable, Hashable {
    public var name: String
    public var type: TypeRef?
    public var location: SourceLocation
}

public struct Edge: Sendable, Hashable {
    public var container: ContainerID
    public var from: String
    public var to: String
    public var timing: Timing
    public var location: SourceLocation
    /// How the dependency is requested, for notes (`$0.get()`, `@Inject`).
    public var form: String
}

public struct Bootstrap: Sendable, Hashable {
    public var framework: Framework
    public var codeClass: CodeClass
    public var kind: BootstrapKind
    public var location: SourceLocation
    public var conditions: [CompilationCondition]
    /// Shank: the containers a `build()` makes the one requests resolve from (none for `register`).
    public var builtContainers: [String] = []
}

public struct Unresolved: Sendable, Hashable {
    public var framework: Framework
    public var message: String
    public var location: SourceLocation
}

/// A provider whose registry key dilint cannot read (`Factory { helper.make() }`).
public struct UnreadProvider: Sendable, Hashable {
    public var container: ContainerID
    public var location: SourceLocation
    /// Set when the place is a whole file dilint did not read, or a program it does not have (`UnreadFile`):
    /// what a note says of it.
    public var unreadPlaceNote: String? = nil
    /// The place may also start or build the container (an unread file, or code for an API dilint does not read).
    public var mayBootstrap = false
}

/// A request whose registry key dilint cannot read (`restore()` of a generic parameter, a name it cannot read).
public struct UnreadRequest: Sendable, Hashable {
    public var container: ContainerID
    public var location: SourceLocation
}

public struct Component: Sendable, Hashable {
    public var framework: Framework
    public var codeClass: CodeClass
    /// The graph node of this component, as edges name it.
    public var key: String
    public var ownerPath: [String]
    public var returnType: TypeRef
    public var location: SourceLocation
}
