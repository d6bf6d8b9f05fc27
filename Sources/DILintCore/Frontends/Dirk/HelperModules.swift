/// The modules each helper declaration of the project writes (`func makeModule() -> Module { Module { … } }`),
/// for the starts that name it; and, for a generic helper, each call that binds its generic parameters.
struct HelperModules {
    /// Helper name → the IDs of the module literals written in it (overloads of one name together).
    private(set) var ids: [String: [String]] = [:]
    private var signatures: [String: HelperSignature] = [:]
    /// Generic module ID → the calls that instantiate it, in the order the starts are read, each with the
    /// code class of its start: the instance registers into that start's container.
    private(set) var instances: [String: [(call: HelperReference, codeClass: CodeClass)]] = [:]

    mutating func add(_ module: ModuleFact, writtenIn helper: String) {
        ids[helper, default: []].append(module.id)
        if let signature = module.helperSignature { signatures[module.id] = signature }
    }

    mutating func instantiate(at call: HelperReference, codeClass: CodeClass) {
        for id in ids[call.name] ?? [] where signatures[id] != nil {
            if instances[id]?.contains(where: { $0.call == call }) != true { instances[id, default: []].append((call, codeClass)) }
        }
    }

    /// The modules a call of the helper adds: a generic module as its instance for this call.
    func moduleIDs(calledAt call: HelperReference) -> [String] {
        (ids[call.name] ?? []).map { signatures[$0] == nil ? $0 : ModuleFact.instanceID($0, calledAt: call) }
    }
}

extension ModuleFact {
    static func instanceID(_ id: String, calledAt call: HelperReference) -> String {
        "\(id) called at \(call.location)"
    }

    /// The module a call of its generic helper adds: each provider whose key is a generic parameter the call
    /// binds provides the bound type, built by the call's arguments (whose requests are its dependencies),
    /// and stands at the call. A key the call does not bind stays generic: code dilint could not read.
    func instantiated(at call: HelperReference) -> ModuleFact {
        guard let signature = helperSignature else { return self }
        let bound = GenericBinding.bind(signature, at: call)
        let argumentRequests = call.arguments.flatMap(\.requests)
        var instance = self
        instance.id = Self.instanceID(id, calledAt: call)
        instance.helperSignature = nil
        instance.providers = providers.map { provider in
            var provider = provider
            provider.location = call.location
            provider.text = call.text
            provider.editPoints = nil
            guard case .written(let key) = provider.key, let generic = key.nominalPath?.onlyElement,
                  signature.genericParameters.contains(generic), let binding = bound[generic] else { return provider }
            provider.key = binding.type
            provider.implementation = binding.implementation ?? provider.implementation
            provider.scope = call.scope
            provider.dependencies += argumentRequests
            return provider
        }
        return instance
    }
}

private extension Array {
    var onlyElement: Element? { count == 1 ? first : nil }
}
