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

    /// Where a file outside every workspace folder is analysed: the nearest folder above it that holds a
    /// `.dilint.yml`, a `Package.swift` or a `.git`, the whole folder; else the file alone, in its folder
    /// (a stray file in `/` or the home folder must not make the server read everything below).
    static func guessedRoot(of path: String) -> (root: String, paths: [String]) {
        let fileManager = FileManager.default
        let own = (path as NSString).deletingLastPathComponent
        var folder = own
        while !folder.isEmpty {
            for marker in [".dilint.yml", "Package.swift", ".git"] where folder != "/" && fileManager.fileExists(atPath: folder + "/" + marker) {
                return (folder, ["."])
            }
            if folder == "/" { break }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return (own, [(path as NSString).lastPathComponent])
    }
}

/// `DocumentURI`'s two conversions, remembered: every analysis publishes, by URI, each file that has
/// findings, and Foundation's URL takes microseconds a conversion. Answers what the plain functions answer.
final class RememberedURIs {
    private var uris: [String: String] = [:]
    private var paths: [String: String?] = [:]

    func uri(ofPath path: String) -> String {
        if let known = uris[path] { return known }
        let made = DocumentURI.uri(ofPath: path)
        uris[path] = made
        return made
    }

    func path(of uri: String) -> String? {
        if let known = paths[uri] { return known }
        let made = DocumentURI.path(of: uri)
        paths[uri] = made
        return made
    }
}
