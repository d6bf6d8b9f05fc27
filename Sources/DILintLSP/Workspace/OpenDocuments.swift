/// The buffers the client has open, as it last sent them.
struct OpenDocuments {
    struct Document {
        var uri: String
        var path: String
        var version: Int?
        var bytes: [UInt8]
    }

    private(set) var byPath: [String: Document] = [:]

    mutating func open(uri: String, path: String, version: Int?, text: String) {
        byPath[path] = Document(uri: uri, path: path, version: version, bytes: Array(text.utf8))
    }

    mutating func close(path: String) { byPath[path] = nil }

    /// Applies changes in order, each to the text the previous one left. A ranged change to a buffer the
    /// client never opened cannot be applied: it is refused (nil) rather than guessed.
    mutating func change(uri: String, path: String, version: Int?, changes: [DidChangeTextDocumentParams.ContentChange],
                         encoding: TextLines.Encoding) -> Document? {
        var document = byPath[path]
        for change in changes {
            guard let range = change.range else {
                document = Document(uri: uri, path: path, version: version, bytes: Array(change.text.utf8))
                continue
            }
            guard var current = document else { return nil }
            let lines = TextLines(current.bytes, encoding: encoding)
            let start = lines.offset(of: range.start), end = max(start, lines.offset(of: range.end))
            current.bytes.replaceSubrange(start..<end, with: Array(change.text.utf8))
            document = current
        }
        document?.version = version
        byPath[path] = document
        return document
    }
}
