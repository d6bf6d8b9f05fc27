/// What runs while Zerk's `autoStore()` runs: Zerk calls it before the first lookup and marks it done
/// only when it returns, so a lookup made meanwhile — directly, in a function it calls, or by
/// constructing an object whose `@Injected` wrappers look up at init — calls it again, without bound.
struct AutoStoreReach {
    private let functions: [[String]: FunctionFact]
    private let context: LinkContext
    /// Each reachable function with how it is reached: the call chain from `autoStore()`.
    private let chains: [[String]: [FunctionCallFact]]

    init(files: [FrameworkFacts], context: LinkContext) {
        self.context = context
        var functions: [[String]: FunctionFact] = [:]
        for function in files.flatMap(\.functions) {
            let path = context.declarationPath(Array(function.path.dropLast())) + [function.path.last!]
            functions[path] = function
        }
        self.functions = functions
        var chains: [[String]: [FunctionCallFact]] = [:]
        var queue: [[String]] = []
        // Zerk calls `autoStore()` only as `AutoStoring`'s requirement: without the conformance it is an
        // ordinary function the app calls itself, and a restore in it does not run it again.
        let autoStoring = context.index.supertypes(of: [ZerkVocabulary.container]).contains {
            $0.nominalPath?.last == ZerkVocabulary.autoStoring
        }
        for entry in ZerkVocabulary.autoStoreFunctions.sorted() where autoStoring {
            let path = [ZerkVocabulary.container, entry]
            guard functions[path] != nil else { continue }
            chains[path] = []
            queue.append(path)
        }
        while !queue.isEmpty {
            let current = queue.removeFirst()
            for call in functions[current]?.calls ?? [] {
                let callee = context.declarationPath(Array(call.callee.dropLast())) + [call.callee.last!]
                guard functions[callee] != nil, chains[callee] == nil else { continue }
                chains[callee] = chains[current]! + [call]
                queue.append(callee)
            }
        }
        self.chains = chains
    }

    /// Requests made while `autoStore()` runs: restores in the reachable function bodies, and the
    /// init-time wrappers of objects constructed there.
    func reentrantRequests(_ requests: [(fact: RequestFact, linked: Request)]) -> [Request] {
        guard !chains.isEmpty else { return [] }
        var result: [Request] = []
        for (fact, linked) in requests {
            guard let function = fact.enclosingFunction else { continue }
            let path = context.declarationPath(Array(function.dropLast())) + [function.last!]
            guard let chain = chains[path] else { continue }
            var reentrant = linked
            reentrant.form = linked.form + place(chain)
            result.append(reentrant)
        }
        var wrappersByOwner: [[String]: [Request]] = [:]
        for (fact, linked) in requests where fact.form.hasPrefix("@") {
            guard let owner = linked.ownerPath else { continue }
            wrappersByOwner[context.declarationPath(owner), default: []].append(linked)
        }
        for (path, chain) in chains.sorted(by: { $0.key.lexicographicallyPrecedes($1.key) }) {
            guard let function = functions[path] else { continue }
            for construction in function.constructions {
                guard let built = context.resolver.resolve(construction.type, in: function.scope.typePath).nominalPath,
                      let wrapper = wrappersByOwner[built]?.min(by: { $0.location < $1.location }) else { continue }
                var reentrant = wrapper
                reentrant.form = "constructing '\(built.joined(separator: "."))' (its \(wrapper.form) restores '\(wrapper.key)' at init)\(place(chain))"
                reentrant.location = construction.location
                result.append(reentrant)
            }
        }
        return result
    }

    /// " inside autoStore()", or " in b(), called from autoStore() → a() → b(),".
    private func place(_ chain: [FunctionCallFact]) -> String {
        guard let last = chain.last else { return " inside autoStore()" }
        let path = (["autoStore"] + chain.map { $0.callee.last! }).map { $0 + "()" }.joined(separator: " → ")
        return " in \(last.callee.joined(separator: "."))(), called from \(path),"
    }
}
