/// Tells from the project's declarations whether a value can be a Shank container: what a `build()` is
/// called on (`ShankBuildReceiver`), and a type constructed like one (`AppDependencies { Module { … } }`).
/// `missing-bootstrap` is an error only when every `build()` of the app is proved to be on something else.
struct ShankContainerTypes {
    enum Verdict { case container, notContainer, unknown }

    let index: ProjectIndex
    /// Shank's container class and the copies' whose declaration is read.
    private var names: Set<String> = [ShankVocabulary.container]
    /// A copy whose container class is not among the declarations (a vendored folder): a type the code
    /// does not declare may be it.
    private var unseenCopy = false
    private var resolver: TypeResolver { TypeResolver(index: index) }

    init(index: ProjectIndex, files: [FileFacts]) {
        self.index = index
        let copies = files.compactMap { $0.frameworks[.shank]?.vendoredDefinition }
        for copy in copies {
            let declared = index.types.values.filter {
                $0.kind == .class && $0.location.file == copy.file && $0.location.line == copy.line
            }
            if declared.isEmpty { unseenCopy = true }
            names.formUnion(declared.compactMap(\.path.last))
        }
    }

    /// Whether the build may be on a container; `references` are `ShankBuildReceiver`'s, none of them tied.
    func mayBuildContainer(_ references: [ModuleReference]) -> Bool {
        // What the receiver's type says outweighs the properties that merely share its name.
        let typed = references.filter { if case .opaque = $0 { return false } else { return true } }
        return combined((typed.isEmpty ? references : typed).map(verdict)) != .notContainer
    }

    /// A type written as `path` where a container literal stands; the declarations under that name decide.
    func constructs(_ path: [String]) -> Verdict {
        let declared = index.types(named: path.last ?? "").filter { $0.count >= path.count && Array($0.suffix(path.count)) == path }
        if declared.isEmpty { return verdict(of: .path(path), in: []) }
        return combined(declared.map { verdict(of: .path($0), in: []) })
    }

    private func verdict(of reference: ModuleReference) -> Verdict {
        switch reference {
        case .literal, .parameter:
            return .container
        case .subclass(let type, let scope):
            if type.mentions(anyOf: Set(scope.genericParameters)) { return .unknown }
            return verdict(of: type, in: scope.typePath)
        case .helper(let call):
            let functions = index.declaredFunctions(named: call.name)
            if functions.isEmpty { return .unknown }
            return combined(functions.map { function in
                if function.returnsOpaqueType { return .unknown }
                return function.returnType.map { verdict(of: $0, in: function.scopePath) } ?? .notContainer
            })
        case .opaque(let name):
            let stored = index.types.values.flatMap { type in
                type.storedProperties.filter { $0.name == name }.map { ($0.type, type.path) }
            }
            let statics = index.staticProperties.values.filter { $0.name == name }.map { ($0.type, $0.ownerPath) }
            let properties = stored + statics
            if properties.isEmpty { return .unknown }
            return combined(properties.map { type, owner in type.map { verdict(of: $0, in: owner) } ?? .unknown })
        }
    }

    private func verdict(of written: TypeRef, in scope: [String]) -> Verdict {
        let type = resolver.resolve(written, in: scope)
        switch type {
        case .optional(let wrapped):
            return verdict(of: wrapped, in: scope)
        case .unknown, .composition:
            return .unknown
        case .named:
            guard let path = type.nominalPath, let last = path.last else { return .unknown }
            guard let declaration = index.type(at: path) else {
                if names.contains(last) { return .container }
                return unseenCopy ? .unknown : .notContainer
            }
            // The project's own `Feature.Dependencies` is not Shank's; a copy's container is declared at the top.
            switch declaration.kind {
            case .class: return path.count == 1 && names.contains(last) ? .container : superclassVerdict(of: path)
            // An existential's build() may be the container's, if it conforms.
            case .protocol: return .unknown
            case .struct, .enum, .actor: return .notContainer
            }
        default:
            return .notContainer
        }
    }

    /// A class is a container when a class it inherits from is one.
    private func superclassVerdict(of path: [String]) -> Verdict {
        var seen: Set<[String]> = [path]
        var queue = [path]
        var verdict = Verdict.notContainer
        while let current = queue.popLast() {
            for supertype in index.supertypes(of: current) {
                guard let superPath = supertype.nominalPath, let last = superPath.last else { continue }
                if names.contains(last) { return .container }
                if !index.declaresType(at: superPath) {
                    if unseenCopy { verdict = .unknown }
                } else if seen.insert(superPath).inserted {
                    queue.append(superPath)
                }
            }
        }
        return verdict
    }

    private func combined(_ verdicts: [Verdict]) -> Verdict {
        if verdicts.contains(.container) { return .container }
        if verdicts.contains(.unknown) || verdicts.isEmpty { return .unknown }
        return .notContainer
    }
}
