/// The bodies of functions and initializers in a file without DI code, blanked before the parse. In such
/// a file no frontend runs, and the declaration collector steps over those bodies (not over a `deinit`'s,
/// where a nested `func` would be indexed), so nothing dilint reads is in them; in a real app they are
/// most of the bytes, and parsing them was most of the time spent on files that only declare the types
/// DI code names.
///
/// Blanking keeps every byte offset and line: a body's bytes become spaces, its line breaks stay, so the
/// tree's positions are the file's own and `LineTable` (built from the real bytes) locates them.
/// `Extractor` parses the real bytes whenever the blanked ones do not parse cleanly or hold code a
/// frontend would read, so a mistake here costs a second parse, never a fact.
enum UnreadBodies {
    /// The bytes with every function and initializer body blanked; `nil` when there is
    /// none, or when the file holds what the byte pass does not read safely (regex literals,
    /// `#sourceLocation`, brackets that do not balance).
    static func skeleton(of bytes: [UInt8]) -> [UInt8]? {
        let bodies = bytes.withUnsafeBufferPointer { buffer -> [Range<Int>]? in
            var scanner = BodyScanner(bytes: buffer)
            return scanner.run()
        }
        guard let bodies, !bodies.isEmpty else { return nil }
        var blanked = bytes
        blanked.withUnsafeMutableBufferPointer { buffer in
            for body in bodies {
                for offset in body where buffer[offset] != BodyScanner.newline && buffer[offset] != BodyScanner.carriageReturn {
                    buffer[offset] = BodyScanner.space
                }
            }
        }
        return blanked
    }

    /// Whether `bytes` can be read without their bodies: they name no framework module, no module that
    /// provides one and no Shank marker, hold no `dilint:` directive, and the project is not read as
    /// InjectGrail's (whose reader runs on every file). A cheap guess that spares files with DI code a
    /// second parse; `Extractor` checks the parsed imports before it trusts a skeleton.
    static func mayBlank(_ bytes: [UInt8], vocabulary: ExtractionVocabulary) -> Bool {
        guard !vocabulary.readsInjectGrail, !SuppressionCollector.mayHoldDirectives(bytes) else { return false }
        return !Needles.shared.frameworkModules.contains { ByteSearch.contains(bytes, $0) }
            && !vocabulary.providerModules.keys.contains { ByteSearch.contains(bytes, Array($0.utf8)) }
            && !vocabulary.shank.fileMarkers.contains { ByteSearch.contains(bytes, $0) }
    }

    private struct Needles: Sendable {
        static let shared = Needles()
        let frameworkModules = Set(Framework.allCases.flatMap(\.importNames)).sorted().map(ByteSearch.Needle.init)
    }
}
