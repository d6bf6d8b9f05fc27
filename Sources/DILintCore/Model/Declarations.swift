/// Framework-independent declarations of one file, enough to answer the questions DI analysis asks:
/// which types exist and where, what they conform to, how they are constructed.

public enum TypeKind: String, Codable, Hashable, Sendable {
    case `class`, `struct`, `enum`, `protocol`, actor
}

public struct TypeDeclaration: Codable, Hashable, Sendable {
    /// Nesting path: `["Outer", "Inner"]`.
    public var path: [String]
    public var kind: TypeKind
    public var inherits: [TypeRef]
    public var genericParameters: [String]
    public var storedProperties: [StoredProperty]
    /// Whether the type body declares any `init`; a struct that does gets no memberwise initializer.
    public var declaresInitializer: Bool
    public var location: SourceLocation
    /// Written `@MainActor` on the declaration itself.
    public var isMainActor = false

    public var qualifiedName: String { path.joined(separator: ".") }
}

public struct StoredProperty: Codable, Hashable, Sendable {
    public var name: String
    public var type: TypeRef?
    public var hasDefault: Bool
    public var isLet: Bool
}

public struct ExtensionDeclaration: Codable, Hashable, Sendable {
    public var extendedPath: [String]
    public var inherits: [TypeRef]
    public var location: SourceLocation
}

public struct InitializerDeclaration: Codable, Hashable, Sendable {
    /// Path of the type the initializer belongs to (from its enclosing type or extension).
    public var ownerPath: [String]
    public var parameters: [Parameter]
    public var location: SourceLocation

    public struct Parameter: Codable, Hashable, Sendable {
        /// Argument label; `nil` for `_`.
        public var label: String?
        public var type: TypeRef
        public var hasDefault: Bool
    }
}

public struct TypealiasDeclaration: Codable, Hashable, Sendable {
    public var path: [String]
    public var target: TypeRef
    public var location: SourceLocation
    /// `typealias Repo<T> = Repository<T>`: the names the target uses for the arguments written at a use.
    public var genericParameters: [String] = []
}

public struct FunctionDeclaration: Codable, Hashable, Sendable {
    public var scopePath: [String]
    public var name: String
    public var labels: [String?]
    public var returnType: TypeRef?
    public var isStatic: Bool
    public var location: SourceLocation
    /// `-> some P`: the caller sees `P`, but the runtime's type (and so every framework's key) is concrete.
    public var returnsOpaqueType: Bool = false
}

/// `static let shared: Tracking = Tracker()`: what `Tracker.shared` gives a provider.
public struct StaticPropertyDeclaration: Codable, Hashable, Sendable {
    /// Path of the type it belongs to, as written (an extension names its type as written).
    public var ownerPath: [String]
    public var name: String
    /// The annotation, else the type its initial value constructs; nil when neither is written.
    public var type: TypeRef?
}

public struct Declarations: Codable, Hashable, Sendable {
    public var types: [TypeDeclaration] = []
    public var extensions: [ExtensionDeclaration] = []
    public var initializers: [InitializerDeclaration] = []
    public var typealiases: [TypealiasDeclaration] = []
    public var functions: [FunctionDeclaration] = []
    public var staticProperties: [StaticPropertyDeclaration] = []
    /// Types marked for a code generator (`// sourcery: register`).
    public var generatorAnnotations: [GeneratorAnnotation] = []
    public init() {}
}

/// `// sourcery: register, scope = "app"` above a type: the keys a code generator's template selects types by.
public struct GeneratorAnnotation: Codable, Hashable, Sendable {
    public var typePath: [String]
    public var keys: [String]
    public var location: SourceLocation
}
