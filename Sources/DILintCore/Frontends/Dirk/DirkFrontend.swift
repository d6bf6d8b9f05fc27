import SwiftSyntax

/// Dirk (v1.x): `Dirk.start { Module { Factory / Singleton } }`, `Module` subclasses, `register`,
/// `@Inject` / `@Resolve` / `@StateInject` / `@ObservableInject`, `inject()` and `Dirk.get().get()`.
enum DirkFrontend: Frontend {
    static let framework = Framework.dirk

    static func extract(from tree: SourceFileSyntax, lines: LineTable) -> FrameworkFacts {
        let visitor = DirkVisitor(lines: lines)
        visitor.walk(tree)
        return InitializerReads.markingWrappersReadAtInit(visitor.facts, tree: tree, lines: lines)
    }

    /// Everything `DirkVisitor` reads in a function or accessor body names a type (`Dirk.start`, `Module { }`, a
    /// module constructed as `AppModule()`, `@Inject` on a local, `get(Cart.self)`) or calls `inject`,
    /// `get`, `register`, `add` or `super.init`. A type of the standard library or Apple's frameworks (`Date`,
    /// `Text`: `DirkVocabulary.neverModules`) is never a module, and the visitor records no construction of
    /// one: a body that names only such types is not read. A declaration whose signature names `Module`
    /// (`func appModules() -> [Module] { base() + extra() }`) returns modules: its body is read whatever it spells.
    static let bodyMarkers: BodyMarkers? = BodyMarkers(typeNames: true, ignoring: DirkVocabulary.neverModules,
                                                       words: ["inject", "get", "register", "add", "super"],
                                                       signatureWords: [DirkVocabulary.moduleClass])
}
