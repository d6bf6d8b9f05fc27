/// Finds the parameter type an argument flows into, from the initializers a type has: declared ones
/// (type body and extensions), a struct's memberwise initializer, a class's inherited or default one.
struct InitializerLookup {
    let index: ProjectIndex
    private var resolver: TypeResolver { TypeResolver(index: index) }

    enum Answer: Equatable {
        case type(TypeRef)
        case unknown(String)
    }

    /// The type of the argument at `position` of `owner(labels…)`, resolved in the owner's scope.
    func parameterType(of owner: TypeRef, labels: [String?], position: Int) -> Answer {
        guard let path = owner.nominalPath, index.declaresType(at: path) else {
            return .unknown("`\(owner.canonical)` is not declared in the analysed code")
        }
        let call = "\(owner.canonical)(\(labels.map { "\($0 ?? "_"):" }.joined()))"
        let candidates = signatures(of: path, depth: 0)
        guard let candidates else { return .unknown("the initializers of `\(owner.canonical)` are inherited from code dilint cannot see") }
        WorkCount.add(.initializerSignatures, candidates.count)
        let matches = Set(candidates.compactMap { signature -> TypeRef? in
            let parameters = signature.parameters
            guard let matched = match(labels, to: parameters), position < matched.count else { return nil }
            return resolver.resolve(parameters[matched[position]].type, in: path)
        })
        switch matches.count {
        case 1: return .type(matches.first!)
        case 0: return .unknown("no initializer of `\(owner.canonical)` matches `\(call)`")
        default: return .unknown("`\(call)` matches several initializers with different parameter types")
        }
    }

    /// Every parameter type of the initializer a reference names: `B.init(a:b:)` by its labels, a bare
    /// `B.init` only when `B` has exactly one initializer.
    func parameterTypes(of owner: TypeRef, labels: [String?]?) -> Result<[TypeRef], UnresolvedReason> {
        guard let path = owner.nominalPath, index.declaresType(at: path) else {
            return .failure(UnresolvedReason("`\(owner.canonical)` is not declared in the analysed code"))
        }
        guard let candidates = signatures(of: path, depth: 0) else {
            return .failure(UnresolvedReason("the initializers of `\(owner.canonical)` are inherited from code dilint cannot see"))
        }
        WorkCount.add(.initializerSignatures, candidates.count)
        let matching = candidates.filter { signature in labels.map { $0 == signature.parameters.map(\.label) } ?? true }
        // Initializers declared alike in several places are several initializers, as the compiler counts them.
        guard matching.reduce(0, { $0 + $1.count }) == 1 else {
            return .failure(UnresolvedReason(matching.isEmpty
                ? "no initializer of `\(owner.canonical)` has those labels"
                : "`\(owner.canonical).init` names several initializers; write its labels, `\(owner.canonical).init(a:b:)`"))
        }
        return .success(matching[0].parameters.map { resolver.resolve($0.type, in: path) })
    }

    /// Parameter lists of every initializer of the type, each distinct one once; nil when they cannot be known.
    private func signatures(of path: [String], depth: Int) -> [InitializerSignature]? {
        guard let declaration = index.type(at: path), depth < 8 else { return nil }
        var result = index.declaredInitializerSignatures(of: path)
        switch declaration.kind {
        case .struct where !declaration.declaresInitializer:
            result.append(InitializerSignature(parameters: memberwiseParameters(of: declaration)))
        case .class, .actor:
            if !declaration.declaresInitializer {
                let superclass = index.supertypes(of: path).compactMap(\.nominalPath)
                    .first { index.type(at: $0)?.kind == .class }
                if let superclass {
                    guard let inherited = signatures(of: superclass, depth: depth + 1) else { return nil }
                    result += inherited
                } else if declaration.storedProperties.allSatisfy(\.hasDefault) {
                    // Own default `init()`, or the one inherited from a superclass outside the code.
                    result.append(InitializerSignature(parameters: []))
                } else {
                    return nil
                }
            }
        default:
            break
        }
        return result
    }

    private func memberwiseParameters(of declaration: TypeDeclaration) -> [InitializerDeclaration.Parameter] {
        declaration.storedProperties.compactMap { property in
            // A `let` with a value is not a parameter; a property without a type cannot be one we read.
            if property.isLet && property.hasDefault { return nil }
            return InitializerDeclaration.Parameter(label: property.name, type: property.type ?? .unknown("?"),
                                                    hasDefault: property.hasDefault)
        }
    }

    /// Maps each call argument to the index of the parameter it binds, or nil when the labels do not fit.
    private func match(_ labels: [String?], to parameters: [InitializerDeclaration.Parameter]) -> [Int]? {
        var mapping: [Int] = []
        var next = 0
        for (position, parameter) in parameters.enumerated() {
            if next < labels.count, labels[next] == parameter.label {
                mapping.append(position)
                next += 1
            } else if !parameter.hasDefault {
                return nil
            }
        }
        return next == labels.count ? mapping : nil
    }

    func storedPropertyType(of owner: [String], named name: String) -> TypeRef? {
        guard let declaration = index.type(at: owner),
              let property = declaration.storedProperties.first(where: { $0.name == name }),
              let type = property.type else { return nil }
        return resolver.resolve(type, in: owner)
    }
}
