import Foundation

/// Walks the given paths and returns the Swift files to analyse, sorted by absolute path, so that
/// everything downstream is deterministic.
public struct Discovery {
    /// Folders that hold build products, dependencies or vendored code, never the app's own sources.
    static let skippedFolderNames: Set<String> = [
        ".build", "DerivedData", "Pods", "Carthage", "checkouts", "SourcePackages", "node_modules",
        "Vendor", "vendor", "ThirdParty", "third_party", "External",
    ]

    public struct Problem: Error, Equatable, Sendable {
        public var message: String
    }

    public let currentDirectory: String

    public init(currentDirectory: String = FileManager.default.currentDirectoryPath) {
        self.currentDirectory = currentDirectory
    }

    /// Throws for a path that does not exist or cannot be read: that is a usage error.
    public func files(in paths: [String]) throws -> [SourceFile] {
        var found: [String: SourceFile] = [:]
        var visitedDirectories: Set<String> = []
        for path in paths {
            let absolute = absolutize(path)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) else {
                throw Problem(message: "no such file or directory: \(path)")
            }
            if isDirectory.boolValue {
                guard FileManager.default.isReadableFile(atPath: absolute) else {
                    throw Problem(message: "cannot read directory: \(path)")
                }
                walk(absolute, root: (absolute, path), visited: &visitedDirectories, into: &found)
            } else {
                // A file named explicitly is analysed even when a folder rule would skip it.
                let file = sourceFile(absolute, classifiedBy: path)
                found[file.displayPath] = file
            }
        }
        // Absolute paths, not display paths: the analysis must not depend on the current directory.
        return found.values.sorted { $0.absolutePath < $1.absolutePath }
    }

    /// `root` is the folder being walked, absolute and as the user named it.
    private func walk(_ directory: String, root: (absolute: String, typed: String), visited: inout Set<String>,
                      into found: inout [String: SourceFile]) {
        let real = URL(fileURLWithPath: directory).resolvingSymlinksInPath().path
        guard visited.insert(real).inserted else { return }
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for name in entries.sorted() {
            if name.hasPrefix(".") { continue }
            let path = (directory as NSString).appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                if Self.skippedFolderNames.contains(name) || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace") {
                    continue
                }
                walk(path, root: root, visited: &visited, into: &found)
            } else if name.hasSuffix(".swift") {
                let inside = String(path.dropFirst(root.absolute.count)).drop { $0 == "/" }
                let file = sourceFile(path, classifiedBy: (root.typed as NSString).appendingPathComponent(String(inside)))
                found[file.displayPath] = file
            }
        }
    }

    private func absolutize(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : (currentDirectory as NSString).appendingPathComponent(path)
        return (joined as NSString).standardizingPath
    }

    /// Whether a file is test code is read from its path below what the user named (`Tests/A.swift`
    /// for `dilint lint .` or `dilint lint ../Tests`), never from folders above it nor from where
    /// dilint happens to run.
    private func sourceFile(_ absolute: String, classifiedBy namedPath: String) -> SourceFile {
        let base = currentDirectory.hasSuffix("/") ? currentDirectory : currentDirectory + "/"
        let display = absolute.hasPrefix(base) ? String(absolute.dropFirst(base.count)) : absolute
        return SourceFile(displayPath: display, absolutePath: absolute, codeClass: Self.codeClass(of: namedPath))
    }

    /// Test code lives under a folder named `Tests` or ending in `Tests` (`AppTests`, `UITests`).
    public static func codeClass(of path: String) -> CodeClass {
        let folders = path.split(separator: "/").dropLast()
        return folders.contains { $0.hasSuffix("Tests") } ? .test : .app
    }
}
