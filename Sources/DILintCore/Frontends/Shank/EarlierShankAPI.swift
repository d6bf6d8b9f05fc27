import SwiftSyntax

/// Code written for an earlier Shank API. Before `Dependencies { Module { … } }`, Shank's `Module` was a
/// protocol that app types conformed to, registering in place (`struct AppModule: Module { func register()
/// { make { X() as P } } }`, then `[AppModule()].register()`, or in the module's `init()`), with no
/// container to build (frameworks.md §3.1). Today's `Module` is a struct: nothing can conform to it, so a
/// type that does is written for that API, which dilint does not read. What such a type registers, and
/// whether it fills the container requests resolve from, is unknown.
enum EarlierShankAPI {
    /// The unread spot for a type declaring `Module` (or `Shank.Module`) among what it inherits.
    static func moduleConformance(_ clause: InheritanceClauseSyntax, typeName: String?, location: SourceLocation) -> UnanalyzableFact? {
        let conformsToModule = clause.inheritedTypes.contains { inherited in
            let path = TypeRef(syntax: inherited.type).nominalPath
            return path == [ShankVocabulary.module] || path == ["Shank", ShankVocabulary.module]
        }
        guard conformsToModule else { return nil }
        var fact = UnanalyzableFact(
            framework: .shank,
            message: "\(typeName.map { "'\($0)'" } ?? "this type") conforms to Module, which Shank's Dependencies API declares as a struct: the code is written for an earlier Shank API (a Module protocol registering in place), which dilint does not read; what it registers is unchecked",
            location: location, mayRegister: true)
        fact.mayBootstrap = true
        return fact
    }
}
