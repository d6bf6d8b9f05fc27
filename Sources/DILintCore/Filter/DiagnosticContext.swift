/// Names the type or member each finding sits in, where the rule did not.
enum DiagnosticContext {
    static func filled(_ diagnostics: [Diagnostic], files: [FileFacts]) -> [Diagnostic] {
        // The declarations of the files a finding without context is in, not of every file.
        let asked = Set(diagnostics.lazy.filter { $0.context == nil }.map(\.location.file))
        guard !asked.isEmpty else { return diagnostics }
        let declarationsByFile = Dictionary(files.indices.lazy.filter { asked.contains(files[$0].path) }
            .map { (files[$0].path, files[$0].placed.enclosingDeclarations) }, uniquingKeysWith: { $0 + $1 })
        return diagnostics.map { diagnostic in
            guard diagnostic.context == nil else { return diagnostic }
            var filled = diagnostic
            filled.context = declarationsByFile[diagnostic.location.file]?.context(atLine: diagnostic.location.line)
            return filled
        }
    }
}
