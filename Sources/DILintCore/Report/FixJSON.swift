/// Fixes as the JSON and SARIF reports write them. The JSON form has the field names of `Fix`'s
/// `Codable` form, so a stored report reads back with `JSONDecoder` (`dilint lint --fix-from`).
enum FixJSON {
    static func json(_ fix: Fix) -> JSONValue {
        .object([
            ("description", .string(fix.description)),
            ("changes", .array(fix.changes.map { change in
                .object([
                    ("file", .string(change.file)),
                    ("sha256", .string(change.sha256)),
                    ("edits", .array(change.edits.map { edit in
                        .object([("span", span(edit.span)), ("replacement", .string(edit.replacement))])
                    })),
                ])
            })),
        ])
    }

    private static func span(_ span: SourceSpan) -> JSONValue {
        .object([
            ("startOffset", .int(span.startOffset)), ("endOffset", .int(span.endOffset)),
            ("startLine", .int(span.startLine)), ("startColumn", .int(span.startColumn)),
            ("endLine", .int(span.endLine)), ("endColumn", .int(span.endColumn)),
        ])
    }

    /// SARIF 2.1.0 §3.55 `fix`: `artifactChanges[].replacements[]` with a `deletedRegion` (an empty one
    /// inserts) and `insertedContent`. Regions use dilint's UTF-8 columns, as every other region it writes,
    /// plus byte offsets; the hash of the bytes the edit applies to is in the change's properties.
    static func sarif(_ fix: Fix, uri: (String) -> String) -> JSONValue {
        .object([
            ("description", .object([("text", .string(fix.description))])),
            ("artifactChanges", .array(fix.changes.map { change in
                .object([
                    ("artifactLocation", .object([("uri", .string(uri(change.file))), ("uriBaseId", .string("%SRCROOT%"))])),
                    ("replacements", .array(change.edits.map { edit in
                        .object([
                            ("deletedRegion", .object([
                                ("startLine", .int(edit.span.startLine)), ("startColumn", .int(edit.span.startColumn)),
                                ("endLine", .int(edit.span.endLine)), ("endColumn", .int(edit.span.endColumn)),
                                ("byteOffset", .int(edit.span.startOffset)),
                                ("byteLength", .int(edit.span.endOffset - edit.span.startOffset)),
                            ])),
                            ("insertedContent", .object([("text", .string(edit.replacement))])),
                        ])
                    })),
                    ("properties", .object([("sha256", .string(change.sha256))])),
                ])
            })),
        ])
    }
}
