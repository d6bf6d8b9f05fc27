/// `dilint why TYPE`: for each container a key lives in, what provides it and every route by which code
/// that runs requests it, each step with what provides the key it asks for.
public enum WhyReport {
    /// Keys the name matches nowhere: the closest names, for the error line.
    public struct UnknownKey: Error, Sendable {
        public var name: String
        public var suggestions: [String]
    }

    /// The text for `name`: a registry key, or a type's last name (`Analytics` for `Core.Analytics`).
    public static func render(_ name: String, graph: DependencyGraph) throws -> String {
        let all = Set(graph.requests.map(RegistryScope.init) + graph.registrations.map(RegistryScope.init))
        let matching = all.filter { $0.key == name || $0.key.split(separator: ".").last.map(String.init) == name }
            .sorted { ($0.key, $0.framework.rawValue, $0.storage ?? "") < ($1.key, $1.framework.rawValue, $1.storage ?? "") }
        guard !matching.isEmpty else {
            let keys = Set(all.map(\.key)).sorted()
            let containing = keys.filter { $0.lowercased().contains(name.lowercased()) }
            let suggestions = Array((containing + Suggestions.closest(to: name, among: keys)).reduce(into: [String]()) { found, key in
                if !found.contains(key) { found.append(key) }
            }.prefix(3))
            throw UnknownKey(name: name, suggestions: suggestions)
        }
        let routes = FailureRoutes(graph)
        var output = ""
        for key in matching {
            let container = key.storage.map { "\(key.framework.displayName) '\($0)'" } ?? key.framework.displayName
            let sites = graph.requests.indices.filter { RegistryScope(graph.requests[$0]) == key }
            output += "'\(key.key)' in \(container): \(providers(of: key.key, framework: key.framework, storage: key.storage, graph: graph)); "
                + "requested at \(sites.count == 1 ? "1 site" : "\(sites.count) sites")\n"
            for site in sites.sorted(by: { graph.requests[$0].location < graph.requests[$1].location }) {
                let request = graph.requests[site]
                output += "\n  \(request.location): \(request.form)\n"
                guard let chain = routes.chain(to: site) else {
                    output += "    no code that runs reaches it: only providers nothing requests make it\n"
                    continue
                }
                let steps = routes.notes(for: chain)
                // The start (when there is one) has no key; each later step asks for the key of its request.
                let offset = steps.count - chain.count
                for (number, step) in steps.enumerated() {
                    output += "    \(step.location.map { "\($0): " } ?? "")\(step.message)\n"
                    guard number >= offset else { continue }
                    let asked = graph.requests[chain[number - offset]]
                    output += "      '\(asked.key)': \(providers(of: asked.key, framework: asked.framework, storage: asked.storage, graph: graph))\n"
                }
            }
            output += "\n"
        }
        return output
    }

    /// "provided by Factory at A.swift:3:9", "registered nowhere in the analysed code".
    private static func providers(of key: String, framework: Framework, storage: String?, graph: DependencyGraph) -> String {
        let found = graph.registrations.filter { $0.framework == framework && $0.storage == storage && $0.key == key }
            .sorted { $0.location < $1.location }
        guard !found.isEmpty else { return "registered nowhere in the analysed code" }
        return "provided by " + found.map { registration in
            let test = registration.codeClass == .test ? " (test code)" : ""
            let condition = registration.conditions.isEmpty ? "" : " under #if \(registration.conditions.displayText)"
            return "\(registration.form) at \(registration.location)\(condition)\(test)"
        }.joined(separator: ", ")
    }
}
