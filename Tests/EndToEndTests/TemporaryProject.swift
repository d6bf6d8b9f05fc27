import Foundation

/// A scratch folder for one test: made in setUp, removed in tearDown, files written into it by path.
struct TemporaryProject {
    let url: URL

    /// A folder that exists already (a sandbox's project folder).
    init(url: URL) {
        self.url = url
    }

    init(prefix: String) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func write(_ contents: String, to name: String) throws {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: file)
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
