/// Sources held in memory, path → contents, laid out as if under the current directory: discovery
/// applies the same folder rules as on disk (hidden and build folders skipped, vendored folders apart,
/// test code by its folders), so a test sees what a run over the same files on disk sees.
public struct InMemorySources: SourceProvider {
    private let files: [String: [UInt8]]

    public init(_ files: [String: String]) { self.files = files.mapValues { Array($0.utf8) } }

    public func discover(_ paths: [String]) throws -> Discovery.Found {
        let roots = paths.map { $0 == "." ? "" : ($0.hasSuffix("/") ? String($0.dropLast()) : $0) }
        var found = Discovery.Found(sources: [], vendored: [])
        for path in files.keys.sorted() where path.hasSuffix(".swift") {
            guard roots.contains(where: { $0.isEmpty || path == $0 || path.hasPrefix($0 + "/") }) else { continue }
            let folders = path.split(separator: "/").dropLast().map(String.init)
            if folders.contains(where: { $0.hasPrefix(".") || Discovery.skippedFolderNames.contains($0) }) { continue }
            let file = SourceFile(displayPath: path, absolutePath: path, codeClass: Discovery.codeClass(of: path))
            if folders.contains(where: Discovery.vendoredFolderNames.contains) {
                found.vendored.append(file)
            } else {
                found.sources.append(file)
            }
        }
        for root in roots where !root.isEmpty && !files.keys.contains(where: { $0 == root || $0.hasPrefix(root + "/") }) {
            throw Discovery.Problem(message: "no such file or directory: \(root)")
        }
        return found
    }

    public func read(_ file: SourceFile) -> Result<[UInt8], SourceReadProblem> {
        guard let bytes = files[file.absolutePath] else {
            return .failure(SourceReadProblem(message: "cannot read \(file.displayPath); skipped"))
        }
        return .success(bytes)
    }
}
