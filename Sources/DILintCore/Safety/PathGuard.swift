import Foundation

/// The one folder a run may write or edit in. A path that comes from outside the command line (a git
/// tree, a stored report, a fix) is resolved, symbolic links included, and refused unless it stays in it.
public struct PathGuard: Sendable {
    /// Why a path is refused, in words that name it.
    public struct Refusal: Error, Equatable, Sendable {
        public var path: String
        public var reason: String
        public var message: String { "'\(VisibleText.escaped(path))' \(reason)" }

        public init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }
    }

    /// The folder's real path.
    public let root: String

    /// `root` must exist; its own symbolic links are resolved once, here.
    public init?(root: String) {
        guard let real = Discovery.realPath(root) else { return nil }
        self.root = real
    }

    /// The real path of `path` (absolute, or relative to the root) when it lies inside the root. A path
    /// that does not exist yet is judged by the real path of its nearest existing folder.
    public func resolve(_ path: String) throws -> String {
        guard !path.isEmpty, !path.utf8.contains(0) else { throw Refusal(path: path, reason: "is not a path") }
        let absolute = path.hasPrefix("/") ? path : root + "/" + path
        var existing = absolute
        var missing: [String] = []
        var resolved = Discovery.realPath(existing)
        while resolved == nil {
            let parent = (existing as NSString).deletingLastPathComponent
            guard parent != existing, !parent.isEmpty else { throw Refusal(path: path, reason: "cannot be resolved") }
            missing.insert((existing as NSString).lastPathComponent, at: 0)
            existing = parent
            resolved = Discovery.realPath(existing)
        }
        // Below the last folder that exists no link can redirect, but `..` still climbs.
        guard !missing.contains(where: { $0 == ".." || $0 == "." }) else {
            throw Refusal(path: path, reason: "climbs out of a folder that does not exist")
        }
        let real = ([resolved!] + missing).joined(separator: "/")
        guard contains(real) else { throw Refusal(path: path, reason: "lies outside \(root)") }
        return real
    }

    /// Whether an already resolved path is the root or below it.
    public func contains(_ realPath: String) -> Bool {
        realPath == root || realPath.hasPrefix(root == "/" ? "/" : root + "/")
    }
}
