import Foundation

extension Discovery {
    /// One folder named on the command line, walked depth first in name order with a stack of its own
    /// (no recursion whose depth the folder tree sets). Symlinks are followed only while they stay inside
    /// the paths given, and every Swift-named entry that is skipped says why.
    struct Walk {
        /// The folder the user named: its absolute path and its own name (test code is classified below it).
        let root: (absolute: String, named: String)
        /// The real paths of everything given on the command line.
        let allowedRoots: [String]
        var visited: Set<String>
        /// In walk order; one walk never reaches a path twice (folders are visited once).
        var found: [SourceFile] = []
        var vendored: [SourceFile] = []
        var unreadable: [String] = []
        var skipped: [String] = []
        /// Folders listed ahead of the walk; any other is listed when the walk reaches it.
        private var listings: FolderListings

        init(root: (absolute: String, named: String), allowedRoots: [String], visited: Set<String>, listings: FolderListings = FolderListings()) {
            self.root = root
            self.allowedRoots = allowedRoots
            self.visited = visited
            self.listings = listings
        }

        mutating func run(_ discovery: Discovery) {
            // A folder listed as a folder (not reached through a link) inside a real path is real itself: only
            // the root and linked folders need `realpath`, which asks the file system once per path component.
            var pending: [(directory: String, insideVendoredFolder: Bool, real: String?)] = [(root.absolute, false, nil)]
            while let (directory, insideVendored, knownReal) = pending.popLast() {
                guard let real = knownReal ?? Discovery.realPath(directory), visited.insert(real).inserted else { continue }
                guard let entries = listings.take(directory) ?? FolderListings.list(directory) else {
                    unreadable.append(discovery.displayPath(of: directory))
                    continue
                }
                var subfolders: [(String, Bool, String?)] = []
                for (name, type) in entries.sorted(by: { $0.name < $1.name }) where !name.hasPrefix(".") {
                    // The folder entry's own type spares a `stat` of every file that is not Swift.
                    if type == Int32(DT_REG) && !name.hasSuffix(".swift") { continue }
                    let path = FolderListings.path(of: name, in: directory)
                    switch type == Int32(DT_DIR) ? .folder : type == Int32(DT_REG) ? .file(.regular) : entry(at: path) {
                    case .folder:
                        if Discovery.skipsFolder(named: name) { continue }
                        let realFolder = type == Int32(DT_DIR) ? FolderListings.path(of: name, in: real) : nil
                        subfolders.append((path, insideVendored || Discovery.vendoredFolderNames.contains(name), realFolder))
                    case .file(let kind) where name.hasSuffix(".swift"):
                        guard kind == .regular else {
                            skipped.append("\(discovery.displayPath(of: path)) is \(kind), not a Swift source file; skipped")
                            continue
                        }
                        let file = discovery.sourceFile(path, classifiedBy: namedPath(of: path))
                        if insideVendored { vendored.append(file) } else { found.append(file) }
                    case .brokenLink(let reason) where name.hasSuffix(".swift"):
                        skipped.append("cannot read \(discovery.displayPath(of: path)): \(reason); skipped")
                    case .outside(let target):
                        var isFolder: ObjCBool = false
                        if name.hasSuffix(".swift") || (FileManager.default.fileExists(atPath: target, isDirectory: &isFolder) && isFolder.boolValue) {
                            skipped.append("\(discovery.displayPath(of: path)) is a symbolic link out of the paths given (to \(target)); skipped")
                        }
                    default: continue
                    }
                }
                // Popped last first: the first subfolder in name order is walked next, as recursion would.
                pending += subfolders.reversed()
            }
        }

        /// The path as the user named it: the root folder's own name, then the path below it (compared as
        /// bytes: `String.dropFirst` steps through characters, once per file of a large project).
        private func namedPath(of path: String) -> String {
            let inside = path.utf8.dropFirst(root.absolute.utf8.count).drop { $0 == UInt8(ascii: "/") }
            let below = String(decoding: inside, as: UTF8.self)
            return root.named.isEmpty ? below : root.named + "/" + below
        }

        private enum Entry {
            case folder
            case file(FileKind)
            case brokenLink(String)
            case outside(String)
        }

        private func entry(at path: String) -> Entry {
            var status = stat()
            guard lstat(path, &status) == 0 else { return .brokenLink(String(cString: strerror(errno))) }
            if FileKind(mode: status.st_mode) == .symlink {
                guard let target = Discovery.realPath(path) else { return .brokenLink(String(cString: strerror(errno))) }
                guard allowedRoots.contains(where: { target == $0 || target.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) else {
                    return .outside(target)
                }
                guard stat(path, &status) == 0 else { return .brokenLink(String(cString: strerror(errno))) }
            }
            guard let kind = FileKind(mode: status.st_mode) else { return .file(.regular) }
            return kind == .directory ? .folder : .file(kind)
        }
    }
}
