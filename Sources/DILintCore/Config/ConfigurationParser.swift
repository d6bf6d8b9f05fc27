import Foundation
import GraphvizRender
import Yams

/// Reads `.dilint.yml` strictly: an unknown key or a value of the wrong type is an error that names
/// the line, because a misspelt key that is silently ignored leaves a gate that checks less than it says.
struct ConfigurationParser {
    let text: String
    let displayPath: String
    let root: String

    func parse() throws -> Configuration {
        let node: Node?
        try ConfigurationBounds().check(text, displayPath: displayPath)
        do {
            node = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw problem(for: error)
        }
        var configuration = Configuration()
        configuration.selection.root = root
        guard let node else { return configuration }
        let top = try mapping(node, "the configuration")
        for (keyNode, value) in top {
            let key = try scalar(keyNode, "a key")
            switch key {
            case "included": configuration.selection.included = try strings(value, key).map(Glob.init)
            case "excluded": configuration.selection.excluded = try strings(value, key).map(Glob.init)
            case "tests": configuration.selection.testPaths = try strings(value, key).map(Glob.init)
            case "app": configuration.selection.appPaths = try strings(value, key).map(Glob.init)
            case "libraries": configuration.selection.libraries = try strings(value, key).map(Glob.init)
            case "frameworks":
                configuration.policy.frameworks = Set(try strings(value, key, nodes: true).map { name, node in
                    guard let framework = Framework(rawValue: name.lowercased()) else {
                        throw fail(node, "unknown framework '\(name)' (expected \(Framework.allCases.map(\.rawValue).joined(separator: ", ")))")
                    }
                    return framework
                })
            case "external": configuration.policy.externalTypes = Set(try strings(value, key))
            case "providers": configuration.policy.providerModules = try providers(value)
            case "shank": configuration.policy.shankNames = try shankNames(value)
            case "rules": configuration.policy.ruleSettings = try rules(value)
            case "graph": configuration.graph = try graph(value)
            default:
                throw fail(keyNode, unknownKey(key, among: Configuration.knownKeys))
            }
        }
        return configuration
    }

    /// `providers: { dirk: [CoreDI] }`: module names that provide each framework.
    private func providers(_ node: Node) throws -> [String: Framework] {
        var modules: [String: Framework] = [:]
        for (keyNode, value) in try mapping(node, "'providers'") {
            let name = try scalar(keyNode, "a framework")
            guard let framework = Framework(rawValue: name.lowercased()) else {
                throw fail(keyNode, "unknown framework '\(name)' (expected \(Framework.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            for module in try strings(value, "providers.\(name)") { modules[module] = framework }
        }
        return modules
    }

    /// `shank: { container: DependencyContainer, module: Dependency, register: [register] }`.
    private func shankNames(_ node: Node) throws -> ShankDialect {
        var values: [String: [String]] = [:]
        for (keyNode, value) in try mapping(node, "'shank'") {
            let key = try scalar(keyNode, "a key")
            guard Configuration.shankKeys.contains(key) else {
                throw fail(keyNode, unknownKey(key, among: Configuration.shankKeys, in: "shank"))
            }
            values[key] = try strings(value, "shank.\(key)")
        }
        guard let container = values["container"]?.first else { throw fail(node, "'shank' needs the container's name: shank.container") }
        let statics = values["containers"] ?? ["root"]
        return ShankDialect(
            container: container, module: values["module"]?.first ?? ShankVocabulary.module,
            builder: ShankVocabulary.moduleBuilder, wrappers: values["wrapper"] ?? [ShankVocabulary.wrapper],
            wrapperContainerLabels: values["label"] ?? [], literalInitializer: true,
            buildMethods: values["build"] ?? [ShankVocabulary.build], registerMethods: values["register"] ?? [],
            staticContainers: statics, rootContainer: values["root"]?.first ?? statics.first,
            definedAt: SourceLocation(file: displayPath, line: node.sourceMark?.line ?? 1, column: node.sourceMark?.column ?? 1))
    }

    private func rules(_ node: Node) throws -> [String: LintPolicy.RuleSetting] {
        let known = Set(RuleCatalog.all.map { $0.id })
        var settings: [String: LintPolicy.RuleSetting] = [:]
        for (keyNode, value) in try mapping(node, "'rules'") {
            let rule = try scalar(keyNode, "a rule id")
            guard known.contains(rule) else {
                throw fail(keyNode, RuleCatalog.unknownRule(rule))
            }
            let text = try scalar(value, "the severity of '\(rule)'")
            switch text {
            case "off": settings[rule] = .off
            case let name where Severity(rawValue: name) != nil: settings[rule] = .severity(Severity(rawValue: name)!)
            default: throw fail(value, "'\(text)' is not a severity for '\(rule)' (expected error, warning, note or off)")
            }
        }
        return settings
    }

    private func graph(_ node: Node) throws -> Configuration.GraphDefaults {
        var defaults = Configuration.GraphDefaults()
        for (keyNode, value) in try mapping(node, "'graph'") {
            let key = try scalar(keyNode, "a key")
            let text = try scalar(value, "graph.\(key)")
            switch key {
            case "cluster": defaults.clustering = try choice(text, value, "graph.cluster")
            case "rankdir": defaults.rankDirection = try choice(text, value, "graph.rankdir")
            case "layout": defaults.layout = try choice(text, value, "graph.layout")
            case "legend":
                guard let flag = Bool(text) else { throw fail(value, "graph.legend must be true or false, not '\(text)'") }
                defaults.legend = flag
            default:
                throw fail(keyNode, unknownKey(key, among: Configuration.graphKeys, in: "graph"))
            }
        }
        return defaults
    }

    private func choice<Value: RawRepresentable & CaseIterable>(_ text: String, _ node: Node, _ key: String) throws -> Value
        where Value.RawValue == String {
        guard let value = Value(rawValue: text) else {
            throw fail(node, "'\(text)' is not a value for \(key) (expected \(Value.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        return value
    }

    /// `unknown key 'exclude'; did you mean 'excluded'? (expected one of …)`: a misspelt key is the
    /// commonest mistake, and the list alone leaves the reader to find it.
    private func unknownKey(_ key: String, among known: [String], in parent: String? = nil) -> String {
        let name = parent.map { "\($0).\(key)" } ?? key
        let hint = Suggestions.closest(to: key, among: known, limit: 1).first.map { "; did you mean '\($0)'?" } ?? ""
        return "unknown key '\(name)'\(hint) (expected one of \(known.joined(separator: ", ")))"
    }

    // MARK: Node shapes

    private func mapping(_ node: Node, _ what: String) throws -> Node.Mapping {
        if node.isNull { return Node.Mapping([]) }
        guard case .mapping(let mapping) = node else { throw fail(node, "\(what) must be a mapping of keys to values") }
        return mapping
    }

    private func scalar(_ node: Node, _ what: String) throws -> String {
        guard case .scalar(let scalar) = node else { throw fail(node, "\(what) must be a single value") }
        return scalar.string
    }

    private func strings(_ node: Node, _ key: String) throws -> [String] {
        try strings(node, key, nodes: true).map(\.0)
    }

    /// A list of strings; a single string is taken as a list of one.
    private func strings(_ node: Node, _ key: String, nodes: Bool) throws -> [(String, Node)] {
        switch node {
        case _ where node.isNull: return []
        case .scalar(let scalar):
            try requireString(scalar, node, "'\(key)' must be a list of strings")
            return [(scalar.string, node)]
        case .sequence(let sequence):
            return try sequence.map { item in
                guard case .scalar(let scalar) = item else { throw fail(item, "each item of '\(key)' must be a string") }
                try requireString(scalar, item, "each item of '\(key)' must be a string")
                return (scalar.string, item)
            }
        default:
            throw fail(node, "'\(key)' must be a list of strings")
        }
    }

    /// `excluded: true` or `tests: 3` is a mistake, not a folder named "true": YAML reads a plain `true`,
    /// `3` or `1.5` as a boolean or a number, and so does dilint. A quoted value is a string.
    private func requireString(_ scalar: Node.Scalar, _ node: Node, _ message: String) throws {
        let kinds: [String: String] = [Tag.Name.bool.rawValue: "a boolean", Tag.Name.int.rawValue: "a number",
                                       Tag.Name.float.rawValue: "a number"]
        guard scalar.style == .plain, let kind = kinds[node.tag.description] else { return }
        throw fail(node, "\(message), not \(kind) ('\(scalar.string)'); quote it if it is a path")
    }

    private func fail(_ node: Node, _ message: String) -> Configuration.Problem {
        guard let mark = node.sourceMark else { return Configuration.Problem(message: "\(displayPath): \(message)") }
        return Configuration.Problem(message: "\(displayPath):\(mark.line):\(mark.column): \(message)")
    }

    private func problem(for error: YamlError) -> Configuration.Problem {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
            return Configuration.Problem(message: "\(displayPath):\(mark.line):\(mark.column): invalid YAML: \(problem)")
        case .duplicatedKeysInMapping(let duplicates, let context):
            // Yams marks the first occurrence; a key given twice would silently lose one of its values.
            let keys = duplicates.map { "'\($0)'" }.joined(separator: ", ")
            return Configuration.Problem(message: "\(displayPath):\(context.mark.line):\(context.mark.column): \(keys) \(duplicates.count == 1 ? "is" : "are") given more than once in the same mapping; keep one")
        case .reader(let problem, let offset, let value, _):
            // libyaml's own description spans lines and quotes the whole input; one line says it all.
            let character = value >= 0 ? String(format: " (character U+%04X)", value) : ""
            let place = offset.map { " at byte \($0)" } ?? ""
            return Configuration.Problem(message: "\(displayPath): invalid YAML: \(problem)\(character)\(place)")
        default:
            let text = "\(error)".split(whereSeparator: \.isNewline).first.map(String.init) ?? "unreadable"
            return Configuration.Problem(message: "\(displayPath): invalid YAML: \(text)")
        }
    }
}

extension Node {
    /// An empty value (`key:` with nothing after it), `~` or `null`.
    var isNull: Bool {
        guard case .scalar(let scalar) = self, scalar.style == .plain else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }

    var sourceMark: Mark? {
        switch self {
        case .scalar(let scalar): return scalar.mark
        case .mapping(let mapping): return mapping.mark
        case .sequence(let sequence): return sequence.mark
        case .alias(let alias): return alias.mark
        }
    }
}
