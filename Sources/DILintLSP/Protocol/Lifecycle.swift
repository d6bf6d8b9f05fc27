/// What `initialize` carries that dilint uses; the rest of the client's capabilities are ignored.
struct InitializeParams: Decodable {
    var rootUri: String?
    var rootPath: String?
    var workspaceFolders: [WorkspaceFolder]?
    var capabilities: ClientCapabilities?
    var initializationOptions: InitializationOptions?

    struct WorkspaceFolder: Codable {
        var uri: String
        var name: String?
    }

    struct ClientCapabilities: Decodable {
        var general: General?
        var textDocument: TextDocument?

        struct General: Decodable { var positionEncodings: [String]? }
        struct TextDocument: Decodable {
            /// Present when the client pulls diagnostics (`textDocument/diagnostic`).
            var diagnostic: JSONRPCValue?
        }
    }

    struct InitializationOptions: Decodable {
        /// How long to wait after the last change before analysing, in milliseconds.
        var debounceMilliseconds: Int?
    }
}

struct InitializeResult: Encodable {
    var capabilities: ServerCapabilities
    var serverInfo: ServerInfo

    struct ServerInfo: Encodable {
        var name = "dilint"
        var version: String
    }
}

struct ServerCapabilities: Encodable {
    var positionEncoding: String
    var textDocumentSync = TextDocumentSyncOptions()
    var definitionProvider = true
    var referencesProvider = true
    var implementationProvider = true
    var hoverProvider = true
    var codeLensProvider = CodeLensOptions()
    var codeActionProvider = CodeActionOptions()
    var diagnosticProvider: DiagnosticOptions?

    struct TextDocumentSyncOptions: Encodable {
        var openClose = true
        /// 2: incremental changes (ranges), the least a client sends on a keystroke.
        var change = 2
        var save = SaveOptions()
        struct SaveOptions: Encodable { var includeText = false }
    }

    struct CodeLensOptions: Encodable { var resolveProvider = false }
    struct CodeActionOptions: Encodable { var codeActionKinds = ["quickfix"] }
    struct DiagnosticOptions: Encodable {
        var identifier = "dilint"
        var interFileDependencies = true
        var workspaceDiagnostics = false
    }
}
