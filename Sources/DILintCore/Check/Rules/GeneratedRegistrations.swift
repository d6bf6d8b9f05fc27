/// Registrations a code generator wrote (a file under a Sourcery header) from the types marked for it
/// (`// sourcery: register` above a type): they count like any other code, and the marks say what the
/// generated file should hold. A marked type the file lacks, while it holds others marked the same way,
/// means the file is older than the marks; a finding inside the file points back at the mark it came from.
enum GeneratedRegistrations {
    /// `stale-generated` for the marked types the generated registrations lack.
    static func stale(_ graph: DependencyGraph) -> [Diagnostic] {
        let generated = written(graph)
        guard let first = generated.first else { return [] }
        let registeredNames = Set(generated.flatMap(names))
        var marked: [String: [GeneratorAnnotation]] = [:]
        for annotation in graph.generatorAnnotations {
            for key in annotation.keys { marked[key, default: []].append(annotation) }
        }
        var diagnostics: [Diagnostic] = []
        for key in marked.keys.sorted() {
            let annotated = marked[key]!
            // A mark the generated registrations follow: some of its types are registered there.
            let registered = annotated.filter { registeredNames.contains($0.typePath.joined(separator: ".")) }
            guard !registered.isEmpty else { continue }
            for missing in annotated where !registeredNames.contains(missing.typePath.joined(separator: ".")) {
                let name = missing.typePath.joined(separator: ".")
                let others = registered.count == 1 ? "the type" : "the \(registered.count) types"
                diagnostics.append(Diagnostic(
                    rule: StaleGeneratedRule.id, severity: StaleGeneratedRule.defaultSeverity, framework: first.framework,
                    message: "'\(name)' is marked `sourcery: \(key)` like \(others) the generated code registers, but no generated registration provides it; run Sourcery again",
                    location: missing.location, type: name,
                    notes: [.init("the generated registrations start here", at: first.location)]))
            }
        }
        return diagnostics.sorted { $0.location < $1.location }
    }

    /// Each finding inside a generated file, with a note at the mark of the type its provider builds: the
    /// place to change, since the file is written again from it.
    static func pointedBack(_ diagnostics: [Diagnostic], graph: DependencyGraph) -> [Diagnostic] {
        guard !graph.generatedFiles.isEmpty, !graph.generatorAnnotations.isEmpty else { return diagnostics }
        var marks: [String: GeneratorAnnotation] = [:]
        for annotation in graph.generatorAnnotations {
            let name = annotation.typePath.joined(separator: ".")
            if marks[name] == nil { marks[name] = annotation }
        }
        let generated = Dictionary(grouping: written(graph)) { $0.location.file }
        return diagnostics.map { diagnostic in
            // The provider a finding is in: the nearest registration at or before it in its file.
            guard let registration = generated[diagnostic.location.file]?.last(where: { $0.location <= diagnostic.location }),
                  let (name, mark) = names(registration).lazy.compactMap({ name in marks[name].map { (name, $0) } }).first
            else { return diagnostic }
            var pointed = diagnostic
            let keys = mark.keys.joined(separator: ", ")
            pointed.notes.append(.init("generated from '\(name)', marked `sourcery: \(keys)` here; change it there and run Sourcery again",
                                       at: mark.location))
            return pointed
        }
    }

    /// The registrations in generated files, started or not, in place order.
    private static func written(_ graph: DependencyGraph) -> [Registration] {
        (graph.registrations + graph.inactiveRegistrations)
            .filter { graph.generatedFiles.contains($0.location.file) }
            .sorted { $0.location < $1.location }
    }

    /// What a registration builds and provides, as marks name types.
    private static func names(_ registration: Registration) -> [String] {
        [registration.implementation?.nominalPath, registration.keyType.nominalPath].compactMap { $0?.joined(separator: ".") }
    }
}
