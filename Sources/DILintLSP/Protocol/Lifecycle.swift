/// What `initialize` carries that dilint uses; the rest of the client's capabilities are ignored.
struct InitializeParams: Decodable {
    var rootUri: String?
    var rootPath: String?
    var workspaceFolders: [WorkspaceFolder]?
    var capabilities: ClientCapabilities?
    /// Read leniently (`debounceMilliseconds`, a number): what the server does not understand is ignored.
    var initializationOptions: JSONRPCValue?

    struct WorkspaceFolder: Codable {
        var uri: String
        var name: String?
    }

    struct ClientCapabilities: Decodable {
        var general: General?
        var textDocument: TextDocument?
        var workspace: Workspace?

        struct General: Decodable { var positionEncodings: [String]? }
        struct Workspace: Decodable {
            var didChangeWatchedFiles: DynamicRegistration?
            var diagnostics: Refresh?
            struct Refresh: Decodable { var refreshSupport: Bool? }
            struct DynamicRegistration: Decodable { var dynamicRegistration: Bool? }
        }
        struct TextDocument: Decodable {
            /// Present when the client pulls diagnostics (`textDocument/diagnostic`).
            var diagnostic: JSONRPCValue?
        }
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

/// Asks the client to tell the server when Swift files or `.dilint.yml` change on disk (a checkout, a
/// generator): the server then analyses again without waiting for the next edit.
struct RegistrationParams: Encodable {
    var registrations = [Registration()]

    struct Registration: Encodable {
        var id = "dilint-watched-files"
        var method = "workspace/didChangeWatchedFiles"
        var registerOptions = Options()
    }

    struct Options: Encodable {
        var watchers = [Watcher(globPattern: "**/*.swift"), Watcher(globPattern: "**/.dilint.yml"), Watcher(globPattern: "**/Package.swift")]
    }

    struct Watcher: Encodable { var globPattern: String }
}
