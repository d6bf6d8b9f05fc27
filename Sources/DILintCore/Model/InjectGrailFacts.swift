/// What InjectGrail's Sourcery template reads from one file. InjectGrail has no runtime container, so
/// these facts do not fit providers and requests: Link simulates the generator over them instead.
/// Type names are kept as the exact strings written, because the generator compares those strings.
public struct InjectGrailFacts: Codable, Hashable, Sendable {
    /// Every protocol: those inheriting `Injector`, and any a `@Needs<P>` or `@NeedsInjector` may name.
    public var protocols: [InjectGrailProtocolFact] = []
    /// Every type declaration, and the extensions that add conformances or macros: the linker merges
    /// them per name, as Sourcery does, and keeps the injectables, `Injects…` conformers and `RootInjector`s.
    public var types: [InjectGrailTypeFact] = []
    /// `struct XInjectorImpl` in a generated `Injectors.swift`, for staleness checks.
    public var generatedImpls: [InjectGrailGeneratedImplFact] = []
    public init() {}

    public var isEmpty: Bool { protocols.isEmpty && types.isEmpty && generatedImpls.isEmpty }

    public mutating func merge(_ other: InjectGrailFacts) {
        protocols += other.protocols
        types += other.types
        generatedImpls += other.generatedImpls
    }
}

/// A property of an injector protocol, of a `RootInjector` or of a generated Impl.
public struct InjectGrailProperty: Codable, Hashable, Sendable {
    public var name: String
    /// The type exactly as written (`NetworkService?`, `any Api`): the generator's `typeName`.
    public var typeName: String
    /// `sourcery: forceManual` in a leading `//`, `///`, `/* */` or `/** */` comment.
    public var forceManual: Bool
    public var location: SourceLocation
}

public struct InjectGrailProtocolFact: Codable, Hashable, Sendable {
    /// Nesting path joined with dots, as Sourcery names types.
    public var name: String
    public var inheritsInjector: Bool
    /// Instance properties, in declaration order.
    public var properties: [InjectGrailProperty]
    public var location: SourceLocation
}

/// One inherited-type entry or `@Injects<…>` argument that names an injector or injectable.
public struct InjectGrailReference: Codable, Hashable, Sendable {
    /// The name as written: `InjectsFooInjector` for a conformance, `Foo` for `@Injects<Foo>`.
    public var name: String
    public var location: SourceLocation
}

public struct InjectGrailTypeFact: Codable, Hashable, Sendable {
    public var name: String
    public var isExtension: Bool
    /// Inherited types exactly as written.
    public var inheritedTypes: [String]
    /// Inherited types starting with `Injects`.
    public var injectsConformances: [InjectGrailReference]
    /// Arguments of `@Injects<A, B>`.
    public var injectsAttributeArguments: [InjectGrailReference]
    /// The type of a stored property named `injector`, as written.
    public var injectorPropertyType: String?
    /// `@Needs<P>`: the text the generator slices out between the first `<` and the first `>`.
    public var needs: String?
    public var hasNeedsInjector: Bool
    /// Stored instance properties (a `RootInjector`'s root dependencies).
    public var storedProperties: [InjectGrailProperty]
    public var location: SourceLocation
}

public struct InjectGrailGeneratedImplFact: Codable, Hashable, Sendable {
    /// `XInjectorImpl`.
    public var name: String
    public var properties: [InjectGrailProperty]
    public var location: SourceLocation
}
