import DILintCore

/// What a hover says of the site at the cursor (Markdown), and of the findings on its line.
enum HoverText {
    static func text(for site: Site?, findings: [Diagnostic], providers: ProviderIndex) -> String? {
        var sections: [String] = []
        switch site {
        case .request(let request)?: sections.append(describe(request, providers: providers))
        case .registration(let registration)?: sections.append(describe(registration, providers: providers))
        case .module(let module)?: sections.append(describe(module))
        case nil: break
        }
        for finding in findings {
            let summary = RuleCatalog.rule(finding.rule)?.summary
            var section = "**\(finding.severity.rawValue)** `\(finding.rule)`: \(finding.message)"
            if let summary { section += "\n\n\(summary)" }
            section += "\n\nMore: `dilint explain \(finding.rule)`"
            sections.append(section)
        }
        return sections.isEmpty ? nil : sections.joined(separator: "\n\n---\n\n")
    }

    private static func container(_ framework: Framework, _ codeClass: CodeClass, _ storage: String?) -> String {
        "\(framework.displayName), \(codeClass == .test ? "test" : "app") container" + (storage.map { " `\($0)`" } ?? "")
    }

    private static func describe(_ request: Request, providers: ProviderIndex) -> String {
        var lines = ["**`\(request.key)`**: requested with `\(request.form)` (\(container(request.framework, request.codeClass, request.storage)))"]
        if let name = request.name { lines.append("By name `\(name)`.") }
        if !request.conditions.isEmpty { lines.append("Asked only under `#if \(request.conditions.displayText)`.") }
        let serving = providers.serving(request)
        if serving.isEmpty {
            lines.append(request.yieldsNilWhenMissing ? "Registered nowhere in the analysed code: it yields nil."
                                                      : "Registered nowhere in the analysed code.")
        } else {
            lines.append("Provided by:")
            lines += serving.map { "- " + summary(of: $0) }
        }
        return lines.joined(separator: "\n\n")
    }

    private static func describe(_ registration: Registration, providers: ProviderIndex) -> String {
        var lines = ["**`\(registration.key)`**: registered as \(registration.lifetime.rawValue) (\(container(registration.framework, registration.codeClass, registration.storage)))"]
        if let implementation = registration.implementation, implementation.canonical != registration.key {
            lines.append("Built as `\(implementation.canonical)`.")
        }
        if let module = registration.moduleName { lines.append("In module `\(module)`.") }
        if !registration.conditions.isEmpty { lines.append("Only under `#if \(registration.conditions.displayText)`.") }
        let served = providers.served(by: registration)
        lines.append(served.isEmpty ? "Never requested in the analysed code."
                                    : "Requested at \(sites(served.count)): " + served.prefix(10).map { "`\($0.location)`" }.joined(separator: ", ")
                                        + (served.count > 10 ? ", …" : ""))
        return lines.joined(separator: "\n\n")
    }

    private static func describe(_ module: ProviderIndex.Module) -> String {
        let keys = Set(module.registrations.map(\.key)).sorted()
        return "**`\(module.name)`** provides \(keys.count == 1 ? "1 key" : "\(keys.count) keys"): " + keys.map { "`\($0)`" }.joined(separator: ", ")
    }

    private static func summary(of registration: Registration) -> String {
        var text = "`\(registration.key)` \(registration.lifetime.rawValue)"
        if let module = registration.moduleName { text += " in `\(module)`" }
        if !registration.conditions.isEmpty { text += " under `#if \(registration.conditions.displayText)`" }
        return text + " at `\(registration.location)`"
    }

    static func sites(_ count: Int) -> String { count == 1 ? "1 site" : "\(count) sites" }
}
