/// The modules each helper declaration of the project writes (`func makeModule() -> Module { Module { … } }`),
/// for the starts that name it, through what it returns (`static var network: Module { Provide.single(…) }`);
/// and, for a generic helper, each call that binds its generic parameters.
struct HelperModules {
    /// Helper name → the IDs of the module literals written in it (overloads of one name together).
    private(set) var ids: [String: [String]] = [:]
    private var signatures: [String: HelperSignature] = [:]
    private var forwards: [String: [HelperForwardFact]] = [:]
    /// Generic module ID → the calls that instantiate it, in the order the starts are read, each with the
    /// code class of its start: the instance registers into that start's container.
    private(set) var instances: [String: [(call: HelperReference, codeClass: CodeClass)]] = [:]
    /// How many declarations deep a start's element is followed.
    static let depthLimit = 16

    mutating func add(_ module: ModuleFact, writtenIn helper: String) {
        ids[helper, default: []].append(module.id)
        if let signature = module.helperSignature { signatures[module.id] = signature }
    }

    mutating func add(_ forward: HelperForwardFact) {
        forwards[forward.name, default: []].append(forward)
        if forward.reference.namesParameter { returnsParameters.insert(forward.name) }
    }

    /// Declarations that return what a parameter passes: their modules depend on the call.
    private var returnsParameters: Set<String> = []
    /// How many declarations one start element expands in all; past it, the rest is unread.
    static let stepLimit = 2_000

    /// What a start's element stands for: every declaration call it reaches through what declarations
    /// return (the element itself first), the module literals and subclass instances among them (passed as
    /// arguments too), and what could not be followed.
    struct Reached {
        var calls: [HelperReference] = []
        var literals: [String] = []
        var subclasses: [(TypeRef, Scope)] = []
        var unread: [(text: String, location: SourceLocation)] = []
    }

    /// A call being expanded, with the parameters of its declaration and the call it is written in: a
    /// parameter stands for what the call passes, read where the call is written.
    private final class Frame {
        let call: HelperReference
        let parameters: [HelperParameter]
        let outer: Frame?

        init(call: HelperReference, parameters: [HelperParameter], outer: Frame?) {
            self.call = call
            self.parameters = parameters
            self.outer = outer
        }

        /// Where the call stands, from the start element in: one expansion per place.
        var key: String { (outer.map { $0.key + " > " } ?? "") + "\(call.location)" }

        func passed(_ parameter: String) -> [ModuleReference]? {
            GenericBinding.matched(parameters, call.arguments).first { $0.0.name == parameter }?.1.modules
        }
    }

    func reached(from call: HelperReference) -> Reached {
        var reached = Reached()
        // Each declaration's returns are read once, whichever way it is reached (a declaration that returns
        // itself, or declarations that share others): the walk costs what the code writes, never more. One
        // that returns its parameters is read once per place it is called from, within `stepLimit`.
        var expanded: Set<String> = []
        var steps = 0
        func follow(_ call: HelperReference, depth: Int, writtenIn frame: Frame?) {
            guard ids[call.name] != nil || forwards[call.name] != nil else {
                return reached.unread.append((call.text, call.location))
            }
            guard depth < Self.depthLimit else { return reached.unread.append((call.text, call.location)) }
            reached.calls.append(call)
            let key = returnsParameters.contains(call.name) ? "\(call.name) at \(frame.map { $0.key + " > " } ?? "")\(call.location)" : call.name
            guard expanded.insert(key).inserted else { return }
            steps += 1
            guard steps <= Self.stepLimit else { return reached.unread.append((call.text, call.location)) }
            for forward in forwards[call.name] ?? [] {
                add(forward.reference, at: forward.location, in: Frame(call: call, parameters: forward.parameters ?? [], outer: frame),
                    depth: depth)
            }
        }
        /// `frame`: the call whose declaration the reference is written in (nil: the start element itself).
        func add(_ reference: ModuleReference, at location: SourceLocation, in frame: Frame?, depth: Int) {
            switch reference {
            case .helper(let inner): follow(inner, depth: depth + 1, writtenIn: frame)
            case .subclass(let type, let scope): reached.subclasses.append((type, scope))
            case .opaque(let text): reached.unread.append((text, location))
            case .literal(let id): reached.literals.append(id)
            case .parameter(let name):
                guard let frame, let passed = frame.passed(name) else { return reached.unread.append((name, location)) }
                for module in passed { add(module, at: frame.call.location, in: frame.outer, depth: depth) }
            }
        }
        follow(call, depth: 0, writtenIn: nil)
        return reached
    }

    mutating func instantiate(at call: HelperReference, codeClass: CodeClass) {
        for id in ids[call.name] ?? [] where signatures[id] != nil {
            if instances[id]?.contains(where: { $0.call == call }) != true { instances[id, default: []].append((call, codeClass)) }
        }
    }

    /// The modules written in the declaration a call names: a generic module as its instance for this call.
    func ownModuleIDs(calledAt call: HelperReference) -> [String] {
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
                  signature.genericParameters.contains(generic) else { return provider }
            guard let binding = bound[generic] else {
                let text = call.text.count > 60 ? call.text.prefix(57) + "…" : Substring(call.text)
                provider.key = .unknown(reason: "`\(text)` does not say what `\(generic)` is, so its key is only known at run time")
                return provider
            }
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
