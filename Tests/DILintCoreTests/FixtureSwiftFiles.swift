@testable import DILintCore
import Foundation

/// Every Swift file under Fixtures/ that dilint parses (within the parse limits), with its text: what the
/// tests of a walk that skips compare against a walk over every node.
enum FixtureSwiftFiles {
    static var folder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures")
    }

    /// Every fixture project: the folders under each framework's folder.
    static func projects() throws -> [URL] {
        try ["Dirk", "InjectGrail", "Shank", "Zerk"].flatMap { framework in
            try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(framework).path).sorted()
                .map { folder.appendingPathComponent("\(framework)/\($0)") }
        }
    }

    static func all() -> [(url: URL, text: String)] {
        let urls = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)!
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
        return urls.compactMap { url in
            guard let text = try? String(contentsOf: url, encoding: .utf8), SourceLimits.firstExcess(in: Array(text.utf8)) == nil
            else { return nil }
            return (url, text)
        }
    }
}
