struct DidOpenTextDocumentParams: Decodable {
    var textDocument: TextDocumentItem

    struct TextDocumentItem: Decodable {
        var uri: String
        var languageId: String?
        var version: Int
        var text: String
    }
}

struct DidChangeTextDocumentParams: Decodable {
    var textDocument: VersionedTextDocumentIdentifier
    var contentChanges: [ContentChange]

    struct VersionedTextDocumentIdentifier: Decodable {
        var uri: String
        var version: Int?
    }

    /// With a range, a replacement of that range; without, the whole new text.
    struct ContentChange: Decodable {
        var range: LSPRange?
        var text: String
    }
}

struct DidCloseTextDocumentParams: Decodable {
    var textDocument: TextDocumentIdentifier
}

struct DidSaveTextDocumentParams: Decodable {
    var textDocument: TextDocumentIdentifier
}

struct DidChangeWatchedFilesParams: Decodable {
    var changes: [FileEvent]
    struct FileEvent: Decodable { var uri: String }
}

struct DocumentParams: Decodable {
    var textDocument: TextDocumentIdentifier
}

struct CodeActionParams: Decodable {
    var textDocument: TextDocumentIdentifier
    var range: LSPRange
}
