import Foundation

/// The names InjectGrail's template and macros look for, spelled exactly as it compares them.
enum InjectGrailVocabulary {
    static let modules: Set<String> = ["InjectGrail", "InjectGrailMacros"]
    static let injector = "Injector"
    static let injectable = "Injectable"
    static let rootInjector = "RootInjector"
    static let injectsPrefix = "Injects"
    static let needsAttribute = "Needs"
    static let needsInjectorAttribute = "NeedsInjector"
    static let injectsAttribute = "Injects"
    static let forceManualAnnotation = "forceManual"
    static let implSuffix = "Impl"
    /// The generator never resolves these two type strings (and only these: `Int?` or `Bool` are resolved).
    static let neverResolvedTypes: Set<String> = ["Int", "String"]

    /// `@NeedsInjector` on `FooImpl` needs `FooInjector`: the macro removes every `Impl`, not just a suffix.
    static func needsInjectorName(forType typeName: String) -> String {
        typeName.replacingOccurrences(of: implSuffix, with: "") + injector
    }

    /// The generator maps `let injector: XInjectorImpl` to `XInjector` by dropping the last four characters.
    static func injectorName(fromImplType implType: String) -> String {
        String(implType.dropLast(4))
    }
}
