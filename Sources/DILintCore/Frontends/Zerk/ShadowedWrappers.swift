/// Property wrappers the analysed code declares under the name of one of Zerk's (`@propertyWrapper struct
/// Injected`): Swift finds a module's own type before an imported one, so an unqualified `@Injected` in its
/// scope is the app's wrapper, not Zerk's, and what it resolves is not a Zerk request.
struct ShadowedWrappers {
    private let index: ProjectIndex

    init(index: ProjectIndex) {
        self.index = index
    }

    /// The app's declaration an unqualified wrapper request names instead of Zerk's, if any.
    func declaration(named request: RequestFact) -> TypeDeclaration? {
        // (`@Zerk.Injected` cannot be written: the class `Zerk` hides the module's name.) A copy of Zerk's own
        // sources declares its wrappers beside its storage protocol, and those are Zerk's.
        guard request.form.hasPrefix("@"),
              !index.declaresType(at: [ZerkVocabulary.storageProtocols.sorted()[0]]) else { return nil }
        let name = String(request.form.dropFirst())
        let scope = request.ownerPath ?? request.scope.typePath
        return index.types(named: name)
            .filter { path in scope.starts(with: path.dropLast()) }
            .compactMap { index.type(at: $0) }
            .min { $0.path.count > $1.path.count }
    }

    static func message(_ request: RequestFact, declaration: TypeDeclaration, uses: Int) -> String {
        let others = uses > 1 ? " (nor its \(uses - 1) other use\(uses == 2 ? "" : "s"))" : ""
        return "`\(request.form)` here is the app's own '\(declaration.qualifiedName)' (declared at \(declaration.location)), which Swift finds before Zerk's: dilint does not read it\(others) as a Zerk request"
    }
}
