/// Writes the statements that perform one request as the app performs it: a property-wrapper request is
/// copied as written onto a local class's property, which is then read; a request written as an
/// expression resolves its key through the framework (Dirk `get`, Zerk `restore` with the call's
/// arguments, Shank an `@Inject` property, its resolver being internal).
struct ProbeWriter {
    let files: [String: TestSourceFile]
    let externalTypes: Set<String>

    func probe(for request: PlannedRequest) -> Result<TestPlan.Probe, BootstrapCallable.Reason> {
        if externalTypes.contains(request.key) {
            return .failure(.init("declared external: in the configuration (the host app registers it)"))
        }
        let file = files[request.location.file]
        func made(_ statements: [String]) -> Result<TestPlan.Probe, BootstrapCallable.Reason> {
            .success(TestPlan.Probe(locations: [request.location], key: request.key, statements: statements))
        }
        let nameable = Self.isNameableType(request.key)
        if let declaration = file?.wrapperDeclaration(at: request.location, wrappers: GenTestsPlanner.wrappers),
           let type = declaration.type ?? (nameable ? request.key : nil) {
            return made(Self.propertyProbe(attributes: declaration.attributes, type: type))
        }
        guard nameable else {
            return .failure(.init("its key is not a type a test can name"))
        }
        switch request.framework {
        case .dirk:
            return made(["_ = try Dirk.get().get(\(request.key).self)"])
        case .zerk:
            var storage = "Zerk.standardStorage"
            if let name = request.storage {
                guard let expression = files.values.sorted(by: { $0.path < $1.path }).lazy.compactMap({ $0.storageExpression(named: name) }).first else {
                    return .failure(.init("dilint cannot name its custom storage '\(name)' outside the app"))
                }
                storage = expression
            }
            switch file?.restoreArguments(at: request.location) {
            case .some(.some(let arguments)): return made(["let _: \(request.key) = \(storage).restore(with: \(arguments))"])
            default: return made(["let _: \(request.key) = \(storage).restore()"])
            }
        case .shank:
            return made(Self.propertyProbe(attributes: "@Inject", type: request.key))
        case .injectgrail:
            return .failure(.init("InjectGrail generates its injection code"))
        }
    }

    /// The container as the app names it, for the comment above its test.
    func title(of key: GenTestsPlanner.ContainerKey) -> String {
        switch key.framework {
        case .zerk:
            guard let name = key.storage else { return "Zerk.standardStorage" }
            return files.values.sorted(by: { $0.path < $1.path }).lazy.compactMap { $0.storageExpression(named: name) }.first ?? name
        case .dirk: return "Dirk.get()"
        case .shank: return key.storage ?? "Shank's container"
        case .injectgrail: return key.storage ?? "InjectGrail"
        }
    }

    private static func propertyProbe(attributes: String, type: String) -> [String] {
        ["final class __Request { \(attributes) var value: \(type); init() {} }", "_ = __Request().value"]
    }

    /// A key such as `Logging` or `Cache<String>`; not a Shank component (`Module.component() -> T`).
    static func isNameableType(_ key: String) -> Bool {
        guard let first = key.first, first.isLetter || first == "_" || first == "[" else { return false }
        return !key.contains("->") && !key.contains("(") && key.allSatisfy { $0.isLetter || $0.isNumber || "_.<>[], :?!".contains($0) }
    }
}
