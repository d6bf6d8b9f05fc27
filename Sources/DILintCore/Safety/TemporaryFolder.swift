import Foundation
import GraphvizRender

/// Folders dilint makes for a run's own copies (snapshots of a revision): readable by the user alone.
public enum TemporaryFolder {
    public struct Problem: Error, Sendable {
        public var message: String
    }

    /// A new folder under `$TMPDIR` (mode 0700, made by `mkdtemp`, so it never reuses a folder or follows
    /// a link someone placed there), registered with `TemporaryPaths` until `remove` takes it away.
    public static func makePrivate(prefix: String) throws -> String {
        let base = FileManager.default.temporaryDirectory.path
        var template = Array("\(base.hasSuffix("/") ? String(base.dropLast()) : base)/\(prefix)-XXXXXX".utf8CString)
        return try TemporaryPaths.create(isFolder: true) {
            let made = template.withUnsafeMutableBufferPointer { buffer in mkdtemp(buffer.baseAddress!) }
            guard made != nil else {
                throw Problem(message: "cannot make a temporary folder in \(base): \(String(cString: strerror(errno)))")
            }
            return String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
    }

    /// Removes a folder `makePrivate` made, and forgets it.
    public static func remove(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
        TemporaryPaths.release(path)
    }
}
