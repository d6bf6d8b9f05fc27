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
}
