/// The outcome of simulating InjectGrail's generator over the project: what it will discover, which
/// `inject(…)` functions it will write and which properties they will take as arguments.
public struct InjectGrailGraph: Sendable, Hashable {
    public var injectors: [Injector] = []
    public var injectables: [Injectable] = []
    /// Every `RootInjector` conformer in source order; the generator uses the first.
    public var roots: [Root] = []
    public var injections: [Injection] = []
    public var manualInjections: [ManualInjection] = []
    public var typeOnlyMatches: [TypeOnlyMatch] = []
    public var unknownReferences: [UnknownReference] = []
    /// Impl structs found in a checked-in generated `Injectors.swift`; empty when none is present.
    public var generatedImpls: [InjectGrailGeneratedImplFact] = []
    /// The first protocol inheriting `Injector`, where a missing root is reported.
    public var firstInjectorLocation: SourceLocation?
    /// App files dilint did not read: the generator reads them, so each may declare the root, an injector
    /// or an injectable, and no finding may rest on their absence.
    public var unreadFiles: [UnreadProvider] = []

    public struct Injector: Sendable, Hashable {
        public var name: String
        public var location: SourceLocation
        public var properties: [InjectGrailProperty]
        /// What the generated `…Impl` will hold: the protocol's properties, then those tunnelled
        /// through it from the root or ancestors for its children.
        public var implProperties: [InjectGrailProperty]
        public var implName: String { name + InjectGrailVocabulary.implSuffix }
    }

    public struct Injectable: Sendable, Hashable {
        public var name: String
        public var injector: String?
        public var location: SourceLocation
    }

    public struct Root: Sendable, Hashable {
        public var name: String
        public var properties: [InjectGrailProperty]
        public var location: SourceLocation
    }

    /// `class Parent: Injectable, InjectsChildInjector` or `@Injects<Child>`: Parent gets `inject(…)` for Child.
    public struct Injection: Sendable, Hashable {
        public var parent: String
        public var parentInjector: String
        public var childInjector: String
        /// As written: `InjectsChildInjector` or `@Injects<Child>`.
        public var form: String
        public var location: SourceLocation
    }

    public enum ManualReason: Sendable, Hashable {
        case neverResolvedType
        case forceManual
        case notFound
        /// Several candidate properties of the type and none with the same name.
        case ambiguous(candidates: [String])
    }

    /// An injector property the generator will not resolve in at least one `inject(…)`.
    public struct ManualInjection: Sendable, Hashable {
        public var injector: String
        public var property: InjectGrailProperty
        public var reason: ManualReason
        /// Each generated `inject(…)` that takes it as an argument, and where that function comes from.
        public var sites: [Site]
        /// Properties that look like what was meant but differ in name or type spelling.
        public var nearMisses: [String]
    }

    /// A plain value (`Bool`, `Double`, `[URL]`…) the generator fills from a property of another name,
    /// because it compares types only.
    public struct TypeOnlyMatch: Sendable, Hashable {
        public var injector: String
        public var property: InjectGrailProperty
        /// The property it is filled from, per generated `inject(…)`.
        public var sources: [Source]

        public struct Source: Sendable, Hashable {
            public var property: InjectGrailProperty
            public var site: Site
        }
    }

    public struct Site: Sendable, Hashable {
        public var function: String
        public var location: SourceLocation
    }

    public struct UnknownReference: Sendable, Hashable {
        public var name: String
        public var message: String
        public var location: SourceLocation
    }
}
