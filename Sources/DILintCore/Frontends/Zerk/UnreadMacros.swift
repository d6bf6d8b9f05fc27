import SwiftSyntax

/// A freestanding macro of the app (`#register(LiveAPI.self, as: API.self)`) expands to code dilint never
/// sees, which may register with Zerk: it stands as a registration dilint did not read, so a key it may
/// register is possibly-unregistered rather than an error. The compiler's and the SDKs' own macros
/// register nothing.
enum UnreadMacros {
    static let registerNothing: Set<String> = [
        "file", "fileID", "filePath", "line", "column", "function", "dsohandle", "isolation",
        "selector", "keyPath", "colorLiteral", "imageLiteral", "fileLiteral", "warning", "error",
        "externalMacro", "Preview", "Playground", "Predicate", "Expression", "URL", "expect", "require",
        "unavailable", "available",
    ]

    /// The registration a macro expansion may stand for, or nil for a macro that registers nothing.
    static func provider(named name: String, at node: some SyntaxProtocol, visitor: ZerkVisitor) -> ProviderFact? {
        guard !registerNothing.contains(name), !ZerkVocabulary.zerk2Macros.contains(name) else { return nil }
        return ProviderFact(
            framework: .zerk, form: .method("#\(name)"), lifetime: .transient,
            key: .unknown(reason: "`#\(name)` is a macro, and dilint does not read the code it expands to"),
            implementation: nil, scope: visitor.scope, dependencies: [], location: visitor.location(of: node),
            conditions: visitor.conditions)
    }
}
