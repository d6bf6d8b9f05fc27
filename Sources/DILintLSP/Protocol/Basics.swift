/// LSP's positions are 0-based; `character` counts in the encoding the client and server agreed on.
public struct Position: Codable, Hashable, Sendable, Comparable {
    public var line: Int
    public var character: Int

    public static func < (lhs: Position, rhs: Position) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }
}

public struct LSPRange: Codable, Hashable, Sendable {
    public var start: Position
    public var end: Position
}

public struct Location: Codable, Hashable, Sendable {
    public var uri: String
    public var range: LSPRange
}

public struct TextDocumentIdentifier: Codable, Hashable, Sendable {
    public var uri: String
}

public struct TextDocumentPositionParams: Codable, Sendable {
    public var textDocument: TextDocumentIdentifier
    public var position: Position
}

public struct LSPTextEdit: Codable, Hashable, Sendable {
    public var range: LSPRange
    public var newText: String
}

public struct WorkspaceEdit: Codable, Hashable, Sendable {
    public var changes: [String: [LSPTextEdit]]
}

public struct Command: Codable, Hashable, Sendable {
    public var title: String
    public var command: String
    public var arguments: [JSONRPCValue]?
}

public struct MarkupContent: Codable, Hashable, Sendable {
    public var kind = "markdown"
    public var value: String
}
