import DILintCore

/// dilint's places as LSP locations in one workspace, reading each file's lines once per reply.
final class Places {
    let workspace: EditorWorkspace
    let encoding: TextLines.Encoding
    private var lines: [String: TextLines?] = [:]

    /// The URI the client opened a file under, by absolute path, when it has it open.
    private let openURI: (String) -> String?
    private let uris: RememberedURIs

    init(_ workspace: EditorWorkspace, encoding: TextLines.Encoding, uris: RememberedURIs = RememberedURIs(),
         openURI: @escaping (String) -> String? = { _ in nil }) {
        self.workspace = workspace
        self.encoding = encoding
        self.uris = uris
        self.openURI = openURI
    }

    func uri(of displayPath: String) -> String {
        let path = workspace.absolutePath(of: displayPath)
        return openURI(path) ?? uris.uri(ofPath: path)
    }

    func lines(of displayPath: String) -> TextLines? {
        if let known = lines[displayPath] { return known }
        let read = workspace.lines(ofDisplayPath: displayPath, encoding: encoding)
        lines[displayPath] = read
        return read
    }

    /// The range of the word a place starts (a finding, a site), or a zero-width one past the text's end.
    func range(of location: SourceLocation) -> LSPRange {
        guard let lines = lines(of: location.file) else {
            let point = Position(line: max(location.line - 1, 0), character: max(location.column - 1, 0))
            return LSPRange(start: point, end: point)
        }
        return LSPRange(start: lines.position(line: location.line, column: location.column),
                     end: lines.wordEnd(line: location.line, column: location.column))
    }

    func location(_ location: SourceLocation) -> Location {
        Location(uri: uri(of: location.file), range: range(of: location))
    }

    func range(of span: SourceSpan, in displayPath: String) -> LSPRange? {
        guard let lines = lines(of: displayPath) else { return nil }
        return LSPRange(start: lines.position(line: span.startLine, column: span.startColumn),
                     end: lines.position(line: span.endLine, column: span.endColumn))
    }
}
