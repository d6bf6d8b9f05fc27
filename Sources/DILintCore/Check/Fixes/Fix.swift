/// One obvious edit that makes a finding go away, as data: reporters write it (SARIF `fixes`, JSON),
/// `dilint lint --fix` applies it. Only emitted when there is exactly one sensible edit.
public struct Fix: Codable, Hashable, Sendable {
    /// What the edit does, in one line: `register 'AppClock' as 'Clock'`.
    public var description: String
    /// The files it changes, each with the hash of the bytes the edit was computed from.
    public var changes: [FileChange]

    public init(description: String, changes: [FileChange]) {
        self.description = description
        self.changes = changes
    }

    /// A fix whose edits all fall in one file.
    public init(description: String, file: String, edits: [TextEdit]) {
        self.init(description: description, changes: [FileChange(file: file, edits: edits)])
    }
}

/// The edits of one fix in one file.
public struct FileChange: Codable, Hashable, Sendable {
    /// The display path, as findings name the file.
    public var file: String
    /// SHA-256 (lowercase hex) of the bytes analysed; a file whose bytes no longer hash to it is not edited.
    /// Empty until the pipeline, which read the bytes, fills it in.
    public var sha256: String
    /// Non-overlapping edits, in file order.
    public var edits: [TextEdit]

    public init(file: String, sha256: String = "", edits: [TextEdit]) {
        self.file = file
        self.sha256 = sha256
        self.edits = edits.sorted { ($0.span.startOffset, $0.span.endOffset) < ($1.span.startOffset, $1.span.endOffset) }
    }
}

/// Replace the bytes of `span` by `replacement` (an empty span inserts, an empty replacement deletes).
public struct TextEdit: Codable, Hashable, Sendable {
    public var span: SourceSpan
    public var replacement: String

    public init(span: SourceSpan, replacement: String) {
        self.span = span
        self.replacement = replacement
    }
}
