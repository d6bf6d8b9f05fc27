import Foundation

/// `file://` URIs to paths and back, percent-encoding as the client does.
enum DocumentURI {
    static func path(of uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        let path = url.standardizedFileURL.path
        return path.isEmpty ? nil : path
    }

    static func uri(ofPath path: String) -> String {
        URL(fileURLWithPath: path).absoluteString
    }

    /// The folder a file outside every workspace folder is analysed in: the nearest one above it that holds
    /// a `.dilint.yml`, a `Package.swift` or a `.git`, else its own folder.
    static func guessedRoot(of path: String) -> String {
        let fileManager = FileManager.default
        var folder = (path as NSString).deletingLastPathComponent
        let own = folder
        while !folder.isEmpty {
            for marker in [".dilint.yml", "Package.swift", ".git"] where fileManager.fileExists(atPath: folder + "/" + marker) {
                return folder
            }
            if folder == "/" { break }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return own
    }
}
