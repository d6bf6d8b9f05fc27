/// Framework-neutral facts a frontend extracts from one file. Types are as written plus the scope they
/// were written in; Link resolves them.

/// Where a type expression was written: the enclosing nominal path and the generic parameters in scope.
public struct Scope: Codable, Hashable, Sendable {
    public var typePath: [String] = []
    public var genericParameters: [String] = []
}

/// How the type a fact is about can be found. Some need other files' declarations (deferred).
public indirect enum TypeSource: Codable, Hashable, Sendable {
    /// Written in the code: an annotation, `X.self`, a generic argument, `as P`.
    case written(TypeRef)
    /// The type of parameter `position` of the initializer of `owner` called with `labels`:
    /// `X(a: $0.get())` → parameter `a` of `X.init(a:)`.
    case initializerParameter(owner: TypeRef, labels: [String?], position: Int)
    /// The declared type of stored property `name` of `ownerPath`: `self.service = try inject()`.
    case storedProperty(ownerPath: [String], name: String)
    /// The declared result of the function a call names: `makeClient()` (looked up from `scopePath`
    /// outwards) or `Factory.make()` (a static function of `base`). A `reference` names the function
    /// without calling it (`.singleton(makeClient)`): its type is `() -> Result`.
    case functionResult(FunctionCallReference)
    /// A static member read off a type, `Tracker.shared` or `Theme.dark`: the property's declared type,
    /// an enum's own type for its cases, and for types outside the analysed code the type itself when
    /// the name is a conventional shared instance (`URLSession.shared`).
    case staticMember(owner: TypeRef, name: String)
    /// The result of the expression cannot be known without type checking.
    case unknown(reason: String)
}

/// A function named by a call or a reference, to be looked up in the declaration index.
public struct FunctionCallReference: Codable, Hashable, Sendable {
    public var name: String
    /// Argument labels of the call (`nil` for unlabeled); none for a reference.
    public var labels: [String?]
    /// The type a static function is called on, `Factory` in `Factory.make()`.
    public var base: TypeRef?
    /// The nominal path the call stands in, searched outwards for a free or member function.
    public var scopePath: [String]
    /// Named but not called: the value is the function itself.
    public var isReference: Bool
}

public enum ModuleReference: Codable, Hashable, Sendable {
    /// A `Module { … }` literal, by its ID.
    case literal(String)
    /// An instance of a `Module` subclass, `XModule()`.
    case subclass(TypeRef, Scope)
    /// An expression dilint cannot follow (a variable, a function call).
    case opaque(String)
    /// A declaration of the project named by a call or a reference (`makeModules()`, `Module.network`,
    /// `extraModule`): the modules written in it (`ModuleFact.helper`), when there are any.
    case helper(HelperReference)
    /// A parameter of the declaration that returns it (`func logged(_ module: Module) -> Module { module }`):
    /// what each call passes for it.
    case parameter(String)
}

public struct RequestFact: Codable, Hashable, Sendable {
    public var framework: Framework
    /// How it asks: `@Inject`, `inject()`, `$0.get()`, …
    public var form: String
    public var type: TypeSource
    public var scope: Scope
    /// Path of the enclosing nominal type whose construction this request belongs to, if any.
    public var ownerPath: [String]?
    public var timing: Timing
    public var location: SourceLocation
    public var conditions: [CompilationCondition]
    /// The named container (a custom storage) the request is made of; nil for the framework's own.
    public var storage: String? = nil
    /// What the request passes to the builder (Zerk `with:`); nil where the framework has no arguments.
    public var passedArguments: PassedArguments? = nil
    /// The function whose own body makes the request (not a closure inside it), as `Type.function`
    /// path: lets Link follow what runs while a registration function runs.
    public var enclosingFunction: [String]? = nil
    /// The registry name the request asks for instead of its type (Shank `@Inject("name")`).
    public var name: String? = nil
    /// The property a wrapper request is declared on, to tell whether an initializer reads it.
    public var propertyName: String? = nil
    /// Where the request certainly runs off the main actor (`OffMainActorContext`), as a finding says it.
    public var offMainActor: String? = nil
    /// Declared `P!`: an Optional like `P?` to the framework, unwrapped by the code at each use.
    public var implicitlyUnwrapped = false
}

public struct ProviderFact: Codable, Hashable, Sendable {
    public var framework: Framework
    public var form: RegistrationForm
    public var lifetime: Lifetime
    /// The registry key as written or to be inferred.
    public var key: TypeSource
    /// The concrete type the provider builds, when it can be read off (`X()` in `X() as P`).
    public var implementation: TypeRef?
    public var scope: Scope
    /// Requests made while the provider builds its instance: init-time edges of this registration.
    public var dependencies: [RequestFact]
    public var location: SourceLocation
    public var conditions: [CompilationCondition]
    /// The named container (a custom storage) it is registered in; nil for the framework's own.
    public var storage: String? = nil
    /// The key was listed explicitly next to the builder (Zerk `singleton(P1.self, P2.self) { … }`).
    public var keyIsListedAlias: Bool = false
    /// The builder is a zero-parameter closure literal, so the value stored is the closure itself.
    public var storesClosure: Bool = false
    /// The value is a static member that may turn out to be a function (`Factories.make`): if its type is
    /// a function, the function itself is stored, as with `storesClosure`.
    public var storesClosureIfFunction: Bool = false
    /// `arguments.<name>` reads of the builder.
    public var argumentReads: [ArgumentReadFact] = []
    /// Registrations with the same scope run in source order (one function body); nil when unknown.
    public var orderScope: String? = nil
    /// A function reference builder, `B.init` or `B.init(a:b:)`: its parameters are the dependencies.
    public var initializerReference: InitializerReferenceFact? = nil
    /// The registry name the provider is keyed by instead of its type (Shank `Module("name") { … }`).
    public var name: String? = nil
    /// The provider as written, whitespace collapsed: two identical ones are one pasted twice.
    public var text: String? = nil
    /// Zerk: the method of `extension DependencyStoring` the registration is in; it registers wherever
    /// that method is called, under the call's `#if`s.
    public var helper: String? = nil
    /// Where a fix may edit the provider's source (`dilint lint --fix`); nil when no edit is unambiguous.
    public var editPoints: ProviderEditPoints? = nil
    /// Written where code is isolated to the main actor (`OnMainActorContext`): its closure is too.
    public var writtenOnMainActor = false
}

public struct InitializerReferenceFact: Codable, Hashable, Sendable {
    public var owner: TypeRef
    /// Argument labels when written (`B.init(a:b:)`); nil for a bare `B.init`.
    public var labels: [String?]?
}

/// What a function's own body (not its closures) calls and constructs, for following what runs while a
/// registration function such as Zerk's `autoStore()` runs.
public struct FunctionFact: Codable, Hashable, Sendable {
    /// Enclosing type path plus the function's name.
    public var path: [String]
    public var scope: Scope
    public var calls: [FunctionCallFact] = []
    public var constructions: [ConstructionFact] = []
    public var location: SourceLocation
}

/// `f()`, `Self.f()` or `T.f()`: the callee as a type path (as written) plus the function name.
public struct FunctionCallFact: Codable, Hashable, Sendable {
    public var callee: [String]
    public var location: SourceLocation
}

/// `T(…)`: a type constructed directly.
public struct ConstructionFact: Codable, Hashable, Sendable {
    public var type: TypeRef
    public var location: SourceLocation
}

/// `DependencyContainer.useCases.registerPlayer()`: a method of a Shank copy's container extension
/// called on a static container; for Zerk, `Zerk.store.registerMocks()`, a helper of
/// `extension DependencyStoring` called on a storage.
public struct HelperCallFact: Codable, Hashable, Sendable {
    public var name: String
    /// The static container it is called on; nil for the default one.
    public var storage: String?
    public var location: SourceLocation
    public var conditions: [CompilationCondition]
    /// Zerk: called from inside another helper, whose own call sites dilint does not follow.
    public var inHelper: Bool = false
}

/// A named container declared in code: `let customStorage = Zerk.newStorage()`.
public struct NamedContainerFact: Codable, Hashable, Sendable {
    public var name: String
    public var location: SourceLocation
    /// Another name for the framework's own container (`let store: DependencyStoring = Zerk.store`).
    public var isStandard: Bool = false
}

/// A group of providers: a `Module { … }` literal or the `super.init { … }` of a `Module` subclass.
public struct ModuleFact: Codable, Hashable, Sendable {
    public var framework: Framework
    /// Literal ID (`file:line:col`) or the subclass's nesting path joined by dots.
    public var id: String
    /// The subclass's nesting path, for subclass modules.
    public var subclassPath: [String]?
    public var providers: [ProviderFact]
    public var location: SourceLocation
    public var conditions: [CompilationCondition]
    /// The variable or property the group is stored in, when it is (`let dependencies = Dependencies { … }`).
    public var variableName: String? = nil
    /// A subclass of some other class, whose being a `Module` only the whole project's classes can tell
    /// (`final class FeatureModule: BaseModule` with `class BaseModule: Module` in another file).
    public var subclassesModuleIndirectly: Bool = false
    /// Shank copies: the method of the container's extension this `register { … }` block is in; it
    /// registers into the container the method is called on, under the call's `#if`s. Dirk: the function,
    /// computed property or variable whose value the module is written in (`func makeModule() -> Module`).
    public var helper: String? = nil
    /// Dirk: the generic function the module is written in, when it is one (`func single<T>(…) -> Module`):
    /// each call binds its generic parameters anew.
    public var helperSignature: HelperSignature? = nil
}

public enum BootstrapKind: String, Codable, Hashable, Sendable {
    /// `Dirk.start { … }`
    case start
    /// `Dirk.stop()`
    case stop
    /// A module added after start: `Dirk.get().register(m)`.
    case register
}

public struct BootstrapFact: Codable, Hashable, Sendable {
    public var framework: Framework
    public var kind: BootstrapKind
    public var modules: [ModuleReference]
    /// The modules' own `#if` conditions inside the builder body, parallel to `modules`.
    public var moduleConditions: [[CompilationCondition]]
    /// Per module, the run-time branch it is added in (`if`/`else`, `switch` cases of a start evaluated as
    /// code), nil outside any: modules of different branches never run together. Empty when none is.
    public var moduleBranches: [String?] = []
    public var location: SourceLocation
    public var conditions: [CompilationCondition]
}

/// `XModule()` anywhere in the code: evidence that a module subclass is used.
public struct ModuleInstantiationFact: Codable, Hashable, Sendable {
    public var type: TypeRef
    public var scope: Scope
    public var location: SourceLocation
}

/// A factory method of a module type that builds one component, picked by its return type
/// (Shank's `func component() -> T` overloads), with the overloads its body calls.
public struct ComponentFact: Codable, Hashable, Sendable {
    public var framework: Framework
    public var ownerPath: [String]
    public var name: String
    public var labels: [String?]
    public var returnType: TypeRef
    public var scope: Scope
    public var calls: [ComponentCall]
    public var location: SourceLocation

    /// A call of a sibling overload; the type the call site expects picks the overload.
    public struct ComponentCall: Codable, Hashable, Sendable {
        public var labels: [String?]
        public var expected: TypeSource
        public var location: SourceLocation
    }
}

/// A spot dilint saw but could not analyse; becomes an `unanalyzable` note.
public struct UnanalyzableFact: Codable, Hashable, Sendable {
    public var framework: Framework
    public var message: String
    public var location: SourceLocation
    /// The spot may add registrations to its container (a module dilint cannot follow, an element of a
    /// container it cannot read): a key the container seems to miss may be registered there.
    public var mayRegister = false
    /// The spot may also start or build the container (code written for an API dilint does not read): no
    /// finding may say the container is never started.
    public var mayBootstrap = false
}

public struct FrameworkFacts: Codable, Hashable, Sendable {
    public var providers: [ProviderFact] = []
    public var modules: [ModuleFact] = []
    public var requests: [RequestFact] = []
    public var bootstraps: [BootstrapFact] = []
    public var moduleInstantiations: [ModuleInstantiationFact] = []
    public var unanalyzable: [UnanalyzableFact] = []
    public var namedContainers: [NamedContainerFact] = []
    public var functions: [FunctionFact] = []
    /// Where the file shows it uses a later major version dilint leaves to that version's own tools.
    public var otherGeneration: [SourceLocation] = []
    public var injectGrail = InjectGrailFacts()
    public var components: [ComponentFact] = []
    public var helperCalls: [HelperCallFact] = []
    /// Dirk: what declarations of modules return besides the literals written in them (`static var network:
    /// Module { Provide.single(HTTPClient.self) { … } }`).
    public var helperForwards: [HelperForwardFact] = []
    /// Where this file defines the framework's own container (a vendored copy of its source).
    public var vendoredDefinition: SourceLocation?
    public init() {}

    public var isEmpty: Bool {
        providers.isEmpty && modules.isEmpty && requests.isEmpty && bootstraps.isEmpty
            && moduleInstantiations.isEmpty && unanalyzable.isEmpty && namedContainers.isEmpty && otherGeneration.isEmpty
            && injectGrail.isEmpty && components.isEmpty && helperCalls.isEmpty && helperForwards.isEmpty
            && vendoredDefinition == nil
    }

    /// Whether a fix may edit this file: a provider or a passed argument recorded where an edit goes.
    var hasEditPoints: Bool {
        let providers = self.providers + modules.flatMap(\.providers)
        return providers.contains { $0.editPoints.map { !$0.isEmpty } ?? false }
            || (providers.flatMap(\.dependencies) + requests).contains { request in
                guard case .list(let arguments)? = request.passedArguments else { return false }
                return arguments.contains { $0.labelSpan != nil }
            }
    }
}

/// Everything dilint keeps of one file once its syntax tree is dropped: a function of the file's bytes
/// (and the tool version, and the extraction vocabulary) alone. No path, no code class, nothing learnt
/// from other files: locations name no file (`SourceLocation.file` is empty) until `FileFacts` places them,
/// so the same bytes give the same facts wherever the file lives, and a cache keyed by content is sound.
public struct ExtractedFacts: Codable, Hashable, Sendable {
    public var imports: [String]
    public var declarations: Declarations
    public var frameworks: [Framework: FrameworkFacts]
    /// `// dilint:` comments, framework-neutral.
    public var suppressions: [SuppressionFact]
    public var malformedDirectives: [MalformedDirectiveFact]
    public var enclosingDeclarations: [EnclosingDeclaration]
    /// Where the file first fails to parse; the rest was still read.
    public var firstSyntaxError: SourceLocation?
    /// SHA-256 of the bytes read, for files with DI facts (the only ones a fix edits).
    public var contentHash: String? = nil
    /// Written by a code generator (a Sourcery header): its code counts like any other, and findings in it
    /// point back at what it was generated from.
    public var isGenerated = false
    public init(imports: [String], declarations: Declarations, frameworks: [Framework: FrameworkFacts],
                suppressions: [SuppressionFact] = [], malformedDirectives: [MalformedDirectiveFact] = [],
                enclosingDeclarations: [EnclosingDeclaration] = [], firstSyntaxError: SourceLocation? = nil) {
        self.imports = imports
        self.declarations = declarations
        self.frameworks = frameworks
        self.suppressions = suppressions
        self.malformedDirectives = malformedDirectives
        self.enclosingDeclarations = enclosingDeclarations
        self.firstSyntaxError = firstSyntaxError
    }
}

/// One project file's facts as Link sees them: the extracted facts placed at the file's display path,
/// with the file's code class (app or test), which only its path decides.
public struct FileFacts: Codable, Hashable, Sendable {
    public var path: String
    public var codeClass: CodeClass
    /// Every location and file-local ID in here names `path`.
    public var placed: ExtractedFacts

    /// Places facts extracted from a file's bytes at `path`.
    public init(path: String, codeClass: CodeClass, placing extracted: ExtractedFacts) {
        self.path = path
        self.codeClass = codeClass
        self.placed = extracted.placed(at: path)
    }

    public var imports: [String] { placed.imports }
    public var declarations: Declarations { placed.declarations }
    public var frameworks: [Framework: FrameworkFacts] {
        get { placed.frameworks }
        set { placed.frameworks = newValue }
    }
    public var suppressions: [SuppressionFact] { placed.suppressions }
    public var malformedDirectives: [MalformedDirectiveFact] { placed.malformedDirectives }
    public var firstSyntaxError: SourceLocation? { placed.firstSyntaxError }
    public var contentHash: String? { placed.contentHash }
}
