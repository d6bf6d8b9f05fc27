import Foundation

/// Walks the given paths and returns the Swift files to analyse, sorted by absolute path, so that
/// everything downstream is deterministic.
public struct Discovery {
    /// Folders that hold build products or dependency managers' checkouts, never the app's own sources.
    static let skippedFolderNames: Set<String> = [
        ".build", "DerivedData", "Carthage", "checkouts", "SourcePackages", "node_modules",
    ]
    /// Whether a folder the walk meets is left out, with all below it.
    static func skipsFolder(named name: String) -> Bool {
        skippedFolderNames.contains(name) || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace")
    }

    /// Folders of code copied into the project: not the app's sources either, but a copy of a framework
    /// there (Shank is often vendored rather than imported) still tells which framework the app uses.
    /// CocoaPods' `Pods/<Name>/` holds the source of every pod, a private pod with a Shank copy too.
    static let vendoredFolderNames: Set<String> = ["Vendor", "vendor", "ThirdParty", "third_party", "Pods"]

    /// The Swift files to analyse, and apart from them those under vendored folders.
    public struct Found: Sendable {
        public var sources: [SourceFile]
        public var vendored: [SourceFile]
        /// Folders below the given paths that could not be listed (permissions): skipped, and said so.
        public var unreadableFolders: [String] = []
        /// Entries skipped for what they are, one line each: a dangling or looping symlink, a symlink that
        /// leads out of the paths given, a `.swift` name on a FIFO or device.
        public var skipped: [String] = []
    }

    public struct Problem: Error, Equatable, Sendable {
        public var message: String
    }

    public let currentDirectory: String
    /// How many threads list folders (`FolderListings`); the walk itself is one.
    public let threads: Int

    public init(currentDirectory: String = FileManager.default.currentDirectoryPath,
                threads: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.currentDirectory = currentDirectory
        self.threads = threads
    }

    /// Throws for a path that does not exist or cannot be read: that is a usage error.
    public func find(in paths: [String]) throws -> Found {
        // Files in the order they were first found, and where each display path sits among them: the walks
        // find files almost in path order, which the final sort then crosses in one pass.
        var found: [SourceFile] = []
        var foundPositions: [String: Int] = [:]
        var vendored: [String: SourceFile] = [:]
        var visitedDirectories: Set<String> = []
        var unreadable: [String] = []
        var skipped: [String] = []
        // Symlinks may lead anywhere (`/proc/self/root`): discovery stays inside what it was given.
        let roots = paths.compactMap { Self.realPath(absolutize($0)) }
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
                // The folder named counts (`dilint lint AppTests`), the folders above it do not, however it was
                // typed; the current folder (`dilint lint`) is the project, whatever its checkout is called.
                let named = absolute == absolutize(".") ? "" : (absolute as NSString).lastPathComponent
                let listings = FolderListings(below: absolute, threads: threads)
                var walk = Walk(root: (absolute, named), allowedRoots: roots, visited: visitedDirectories, listings: listings)
                walk.run(self)
                visitedDirectories = walk.visited
                found.reserveCapacity(found.count + walk.found.count)
                foundPositions.reserveCapacity(found.count + walk.found.count)
                for file in walk.found { Self.record(file, in: &found, positions: &foundPositions) }
                for file in walk.vendored { vendored[file.displayPath] = file }
                unreadable += walk.unreadable
                skipped += walk.skipped
            } else {
                guard absolute.hasSuffix(".swift") else {
                    throw Problem(message: "not a Swift file: \(path) (dilint reads .swift files)")
                }
                guard FileManager.default.isReadableFile(atPath: absolute) else {
                    throw Problem(message: "cannot read file: \(path)")
                }
                // A file named explicitly is analysed even when a folder rule would skip it.
                // The file's own folder counts (`AppTests/LoginTests.swift`), the folders above it do not.
                let folder = ((absolute as NSString).deletingLastPathComponent as NSString).lastPathComponent
                let file = sourceFile(absolute, classifiedBy: (folder as NSString).appendingPathComponent((absolute as NSString).lastPathComponent))
                Self.record(file, in: &found, positions: &foundPositions)
            }
        }
        // A file also reached through a path that analyses it is not a vendored copy.
        let vendoredOnly = vendored.filter { foundPositions[$0.key] == nil }
        // Absolute paths, not display paths: the analysis must not depend on the current directory.
        return Found(sources: found.sorted { $0.absolutePath < $1.absolutePath },
                     vendored: vendoredOnly.values.sorted { $0.absolutePath < $1.absolutePath },
                     unreadableFolders: unreadable.sorted(), skipped: skipped.sorted())
    }

    /// Adds a found file; one reached again (through another path given) replaces the earlier finding.
    private static func record(_ file: SourceFile, in found: inout [SourceFile], positions: inout [String: Int]) {
        if let position = positions[file.displayPath] {
            found[position] = file
        } else {
            positions[file.displayPath] = found.count
            found.append(file)
        }
    }

    func absolutize(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : (currentDirectory as NSString).appendingPathComponent(path)
        return (joined as NSString).standardizingPath
    }

    /// Whether a file is test code is read from its path below the folder the user named, that folder
    /// included unless it is the current one (`Tests/A.swift` for `dilint lint .`, `ShopTests/A.swift` for
    /// `dilint lint ShopTests`), never from folders above it, however the path was typed.
    func sourceFile(_ absolute: String, classifiedBy namedPath: String) -> SourceFile {
        SourceFile(displayPath: displayPath(of: absolute), absolutePath: absolute, codeClass: Self.codeClass(of: namedPath))
    }

    func displayPath(of absolute: String) -> String {
        let base = currentDirectory.hasSuffix("/") ? currentDirectory : currentDirectory + "/"
        // By bytes: `dropFirst` on the string itself steps through characters.
        return absolute.utf8.starts(with: base.utf8) ? String(decoding: absolute.utf8.dropFirst(base.utf8.count), as: UTF8.self) : absolute
    }

    /// The path with every symlink resolved, or nil when it cannot be (dangling, looping).
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static let testsFolder = ByteSearch.Needle("Tests/")

    /// Test code lives under a folder named `Tests` or ending in `Tests` (`AppTests`, `UITests`), unless that
    /// folder is inside a `Sources` folder: a SwiftPM target's sources are app code however its folders are
    /// named (`Sources/App/Features/SpeedTests/`), as `Tests/<Target>` is where its tests live.
    public static func codeClass(of path: String) -> CodeClass {
        // Compared as bytes: `Substring.contains` went through Foundation's locale-aware search.
        let utf8 = path.utf8
        guard let lastSlash = utf8.lastIndex(of: UInt8(ascii: "/")) else { return .app }
        let folders = Array(utf8[...lastSlash])
        // Most paths name no such folder: one search decides them.
        guard ByteSearch.contains(folders, testsFolder) else { return .app }
        for folder in folders.split(separator: UInt8(ascii: "/")) {
            if folder.elementsEqual("Sources".utf8) { return .app }
            if folder.count >= 5, folder.suffix(5).elementsEqual("Tests".utf8) { return .test }
        }
        return .app
    }
}
