/// The names Zerk 1.x's API uses, in one place (frameworks.md §1).
enum ZerkVocabulary {
    static let container = "Zerk"
    static let lifetimes: [String: Lifetime] = [
        "transient": .transient,
        "scoped": .scoped,
        "singleton": .singleton,
    ]
    /// `Zerk.store` (registration) and `Zerk.standardStorage` (resolution) are the same storage.
    static let standardMembers: Set<String> = ["store", "standardStorage", "storage"]
    static let restore = "restore"
    static let newStorage = "newStorage"
    /// Protocols a variable may be declared with to hold a storage.
    static let storageProtocols: Set<String> = ["DependencyStoring", "DependencyRestoring"]
    static let argumentsType = "DependencyArguments"
    static let autoStoring = "AutoStoring"
    /// Marks an argument read that may not run on every build (no name has it: it is not an identifier).
    static let uncertainReadMark = "?"
    /// `AutoStoring`'s requirement: `autoStore()` since 1.0.3, `store()` before.
    static let autoStoreFunctions: Set<String> = ["autoStore", "store"]

    /// Property wrappers, and whether the key is the key path's root (`\P.x`) rather than the declared type.
    static let wrappers: [String: WrapperKey] = [
        "Injected": .declaredType,
        "InjectedProperty": .keyPathRoot,
        "InjectedMutableProperty": .keyPathRoot,
        "InjectedUnwrappedProperty": .keyPathRoot,
        "InjectedUnwrappedMutableProperty": .keyPathRoot,
        // 0.1.x spellings.
        "InjectedWritableProperty": .keyPathRoot,
        "InjectedUnwrappedWritableProperty": .keyPathRoot,
        "InjectedMethod": .methodOwner,
    ]

    enum WrapperKey {
        case declaredType, keyPathRoot, methodOwner
    }

    /// Attributes and macros only Zerk 2 has: its build plugin checks such code itself.
    static let zerk2Attributes: Set<String> = ["Injectable", "InjectableProviding", "InjectableValue", "InjectableValues",
                                               "ImportedInjectable", "ZerkAlias", "InjectedDynamically",
                                               // Zerk 2's parameter markers (`init(@injected logger: Logger)`).
                                               "injected", "autoinjected", "noninjected", "injectable"]
    static let zerk2Macros: Set<String> = ["ZerkImport"]
}
