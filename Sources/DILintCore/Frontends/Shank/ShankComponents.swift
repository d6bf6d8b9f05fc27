/// Links the `component()` overloads of module types: a call `component()` inside one overload targets
/// the sibling whose return type the call site expects, so building one component builds the other
/// (an init-time edge; a cycle among them overflows the stack).
struct ShankComponents {
    let context: LinkContext

    private struct Overload {
        var fact: ComponentFact
        var codeClass: CodeClass
        var owner: [String]
        var returnType: TypeRef
        var key: String
    }

    func link(_ files: [(FileFacts, FrameworkFacts)], into graph: inout DependencyGraph) {
        var overloads: [Overload] = []
        for (file, facts) in files {
            for fact in facts.components {
                let owner = context.declarationPath(fact.ownerPath)
                let returnType = context.resolver.resolve(fact.returnType, in: fact.scope.typePath)
                let signature = fact.labels.isEmpty ? "" : fact.labels.map { "\($0 ?? "_"):" }.joined()
                let key = "\(owner.joined(separator: ".")).\(fact.name)(\(signature)) -> \(ShankPlugin.registrationKey(of: returnType))"
                overloads.append(Overload(fact: fact, codeClass: file.codeClass, owner: owner, returnType: returnType, key: key))
            }
        }
        let byOwner = Dictionary(grouping: overloads) { [$0.codeClass.rawValue] + $0.owner }
        for overload in overloads {
            graph.components.append(Component(framework: .shank, codeClass: overload.codeClass, key: overload.key,
                                              ownerPath: overload.owner, returnType: overload.returnType,
                                              location: overload.fact.location))
            let siblings = byOwner[[overload.codeClass.rawValue] + overload.owner] ?? []
            for call in overload.fact.calls {
                guard case .success(let expected) = context.resolve(call.expected, in: overload.fact.scope) else {
                    graph.unresolved.append(Unresolved(
                        framework: .shank,
                        message: "cannot tell which `\(overload.fact.name)()` overload this call uses, so its dependencies are not checked for cycles",
                        location: call.location))
                    continue
                }
                // No matching sibling means another function is called (or the code does not compile).
                let candidates = siblings.filter { $0.fact.labels == call.labels && $0.returnType == expected }
                guard let target = candidates.first else { continue }
                // Overloads that differ only in their parameters' types (`component(for id: Int)` and
                // `component(for user: User)`): the arguments' types pick one, which dilint does not evaluate.
                guard candidates.count == 1 else {
                    graph.unresolved.append(Unresolved(
                        framework: .shank,
                        message: "cannot tell which of \(candidates.count) `\(target.key)` overloads this call uses (they differ only in their parameter types), so its dependencies are not checked for cycles",
                        location: call.location))
                    continue
                }
                graph.edges.append(Edge(container: ContainerID(framework: .shank, codeClass: overload.codeClass),
                                        from: overload.key, to: target.key, timing: .initTime, location: call.location,
                                        form: "\(overload.fact.name)()"))
            }
        }
    }
}
