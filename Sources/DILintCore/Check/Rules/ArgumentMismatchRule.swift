/// `argument-mismatch`: what a request passes with `with: .arguments(…)` against what the builder of
/// that key reads as `arguments.<name>`.
public struct ArgumentMismatchRule: Rule {
    public static let id = "argument-mismatch"
    public static let defaultSeverity = Severity.error
    public static let summary = """
        Zerk's `DependencyArguments` are neither name-safe nor type-safe: the builder reads \
        `arguments.name` and casts it to the type it needs, and a missing name ("Couldn't find any value \
        for key") or a value of another type ("Couldn't typecast") is a fatal error. dilint compares every \
        request of a key with the builder's reads: missing and misspelled names, requests without `with:`, \
        positional or mixed arguments, duplicate labels (a crash of their own), and literals whose default \
        type cannot be cast to the parameter they flow into (an integer literal read as `Double`). A passed \
        name the builder never reads is harmless at run time and reported as a warning.
        """

    public init() {}

    public func check(_ graph: DependencyGraph) -> [Diagnostic] {
        var builders: [ContainerID: [String: [Registration]]] = [:]
        for registration in graph.registrations where !registration.argumentReads.isEmpty {
            builders[registration.container, default: [:]][registration.key, default: []].append(registration)
        }
        guard !builders.isEmpty else { return [] }
        var diagnostics: [Diagnostic] = []
        for request in graph.requests {
            guard let passed = request.passedArguments else { continue }
            var candidates = builders[request.container]?[request.key] ?? []
            if request.codeClass == .test {
                candidates += builders[ContainerID(framework: request.framework, codeClass: .app, storage: request.storage)]?[request.key] ?? []
            }
            for builder in candidates where !builder.conditions.isExclusive(with: request.conditions) {
                diagnostics += problems(of: request, passing: passed, to: builder, soleBuilder: candidates.count == 1)
            }
        }
        return diagnostics
    }

    /// A label is renamed by a fix only when one builder reads the arguments: with several, one name may not suit all.
    private func problems(of request: Request, passing passed: PassedArguments, to builder: Registration, soleBuilder: Bool) -> [Diagnostic] {
        let reads = builder.argumentReads
        let readNames = orderedUnique(reads.map(\.name))
        let readsNote = Diagnostic.Note("the builder of '\(builder.key)' reads \(list(readNames)) here", at: reads[0].location)
        func diagnostic(_ message: String, severity: Severity = .error, at location: SourceLocation? = nil,
                        notes: [Diagnostic.Note] = [], fixes: [Fix] = []) -> Diagnostic {
            Diagnostic(rule: Self.id, severity: severity, framework: request.framework, message: message,
                       location: location ?? request.location, type: request.key, notes: notes + [readsNote], fixes: fixes,
                       sites: [.request(request)])
        }

        let arguments: [PassedArgument]
        switch passed {
        case .empty:
            return [diagnostic("\(request.form) of '\(request.key)' passes no arguments, but its builder reads \(list(readNames)); the first read crashes with \"Couldn't find any value\"")]
        case .opaque:
            return []
        case .list(let list):
            arguments = list
        }
        if arguments.contains(where: { $0.label == nil }) {
            let how = arguments.allSatisfy { $0.label == nil } ? "positional arguments" : "an unlabeled argument"
            return [diagnostic("\(request.form) of '\(request.key)' passes \(how); Zerk stores them under \"0\", \"1\" (or \"\" when mixed), which `arguments.name` never finds")]
        }
        var result: [Diagnostic] = []
        var seen: Set<String> = []
        for argument in arguments {
            guard let label = argument.label, !seen.insert(label).inserted else { continue }
            result.append(diagnostic("'\(label)' is passed twice; building the arguments crashes with \"Dictionary literal contains duplicate keys\"", at: argument.location))
        }
        let passedNames = orderedUnique(arguments.compactMap(\.label))
        let extra = passedNames.filter { !readNames.contains($0) }
        for name in readNames where !passedNames.contains(name) {
            let suggestion = Suggestions.closest(to: name, among: extra, limit: 1).first
            let hint = suggestion.map { "; did you mean '\($0)' (passed here)?" } ?? ""
            let misspelled = suggestion.flatMap { spelled in arguments.first { $0.label == spelled } }
            // One rename per label: not when the same passed label is the nearest name of two reads.
            let unique = suggestion.map { spelled in
                readNames.filter { !passedNames.contains($0) && Suggestions.closest(to: $0, among: extra, limit: 1).first == spelled }.count == 1
            } ?? false
            let fix = misspelled.flatMap { soleBuilder && unique ? LabelFix.fix(renaming: $0, to: name, in: request.location.file) : nil }
            result.append(diagnostic("\(request.form) of '\(request.key)' does not pass '\(name)', which its builder reads\(hint)",
                                     notes: misspelled.map { [.init("'\($0.label!)' is passed here", at: $0.location)] } ?? [],
                                     fixes: fix.map { [$0] } ?? []))
        }
        let misspellings = Set(readNames.filter { !passedNames.contains($0) }.compactMap {
            Suggestions.closest(to: $0, among: extra, limit: 1).first
        })
        for name in extra where !misspellings.contains(name) {
            guard let argument = arguments.first(where: { $0.label == name }) else { continue }
            result.append(diagnostic("'\(name)' is passed to '\(request.key)' but its builder never reads it", severity: .warning,
                                     at: argument.location))
        }
        for argument in arguments {
            guard let label = argument.label, let literal = argument.literal,
                  let read = reads.first(where: { $0.name == label }), let type = read.type,
                  let expected = Self.scalarName(type), expected != literal.defaultType else { continue }
            result.append(diagnostic(
                "'\(label)' is passed as \(literal.rawValue == "integer" ? "an" : "a") \(literal.rawValue) literal (\(literal.defaultType)) but the builder reads it as '\(type.canonical)'; the cast fails with \"Couldn't typecast\"",
                at: argument.location,
                notes: [.init("read as '\(type.canonical)' here", at: read.location)]))
        }
        return result
    }

    /// Standard scalar types a boxed literal is cast to; `Optional` is looked through (`as? Int?` works).
    private static let scalars: Set<String> = ["Int", "Double", "Float", "String", "Bool", "CGFloat", "Int8", "Int16",
                                               "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
                                               "Character", "Substring", "Decimal"]

    /// Typealiases of those in the standard library and Foundation: a boxed `Int` does not cast to `TimeInterval`.
    private static let scalarAliases = ["TimeInterval": "Double", "CFTimeInterval": "Double", "Float64": "Double", "Float32": "Float"]

    private static func scalarName(_ type: TypeRef) -> String? {
        if case .optional(let wrapped) = type { return scalarName(wrapped) }
        guard let path = type.simplePath, path.count == 1 else { return nil }
        return scalars.contains(path[0]) ? path[0] : scalarAliases[path[0]]
    }

    private func orderedUnique(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }

    private func list(_ names: [String]) -> String {
        names.map { "'\($0)'" }.joined(separator: ", ")
    }
}
