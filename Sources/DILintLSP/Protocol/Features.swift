public struct LSPDiagnostic: Codable, Hashable, Sendable {
    public var range: LSPRange
    /// 1 error, 2 warning, 3 information, 4 hint.
    public var severity: Int
    public var code: String
    public var codeDescription: CodeDescription?
    public var source = "dilint"
    public var message: String
    public var relatedInformation: [RelatedInformation]?

    public struct CodeDescription: Codable, Hashable, Sendable { public var href: String }
    public struct RelatedInformation: Codable, Hashable, Sendable {
        public var location: Location
        public var message: String
    }
}

struct PublishDiagnosticsParams: Encodable {
    var uri: String
    var version: Int?
    var diagnostics: [LSPDiagnostic]
}

struct FullDocumentDiagnosticReport: Encodable {
    var kind = "full"
    var items: [LSPDiagnostic]
}

struct Hover: Encodable {
    var contents: MarkupContent
    var range: LSPRange?
}

struct CodeLens: Encodable {
    var range: LSPRange
    var command: Command
}

struct CodeAction: Encodable {
    var title: String
    var kind = "quickfix"
    var diagnostics: [LSPDiagnostic]
    var edit: WorkspaceEdit
    var isPreferred = true
}

struct LogMessageParams: Encodable {
    /// 1 error, 2 warning, 3 info, 4 log.
    var type: Int
    var message: String
}
