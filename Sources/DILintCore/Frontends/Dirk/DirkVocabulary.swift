/// The names Dirk's API uses, in one place.
enum DirkVocabulary {
    /// Property wrappers that resolve a dependency, with when they resolve it.
    static let wrappers: [String: Timing] = [
        "Inject": .lazy,
        "Resolve": .lazy,
        "StateInject": .initTime,
        "ObservableInject": .initTime,
    ]
    static let providers: [String: Lifetime] = [
        "Factory": .factory,
        "Singleton": .singleton,
    ]
    static let moduleClass = "Module"
    static let container = "Dirk"

    /// Types of the standard library and Apple's frameworks, which no project declares (the names
    /// `MentionedNames` never looks for): constructing one (`Date()`, `[String]()`) never constructs a
    /// module. `Self` is not among them: it names the type around it, which may be a module.
    static let neverModules: Set<String> = MentionedNames.declaredElsewhere.subtracting(["Self"])

    /// Whether every name `type` spells is one of `neverModules`.
    static func isNeverModule(_ type: TypeRef) -> Bool {
        MentionedNames.names([type]).allSatisfy(neverModules.contains)
    }
}
