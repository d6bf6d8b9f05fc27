import Foundation

/// Which discovered files a run analyses, and which of them are test code, from `.dilint.yml`.
/// Patterns are relative to `root` (the configuration file's folder).
public struct FileSelection: Sendable {
    public var root: String?
    public var included: [Glob]
    public var excluded: [Glob]
    /// Extra patterns for test code, besides folders named `Tests` or ending in `Tests`.
    public var testPaths: [Glob]
    /// App code in folders whose names end in `Tests` (an A/B-tests feature): `tests:` still wins.
    public var appPaths: [Glob] = []
    /// Folders of libraries that register for code outside the project (`libraries:`): what they register
    /// is never reported as unused.
    public var libraries: [Glob] = []

    public init(root: String? = nil, included: [Glob] = [], excluded: [Glob] = [], testPaths: [Glob] = []) {
        self.root = root
        self.included = included
        self.excluded = excluded
        self.testPaths = testPaths
    }

    /// The display paths of the files under `libraries:`.
    func libraryFiles(among files: [SourceFile]) -> Set<String> {
        guard !libraries.isEmpty else { return [] }
        return Set(files.filter { file in libraries.contains { $0.matches(relativePath(file.absolutePath)) } }.map(\.displayPath))
    }

    func apply(to files: [SourceFile]) -> [SourceFile] {
        files.compactMap { file in
            let path = relativePath(file.absolutePath)
            if !included.isEmpty && !included.contains(where: { $0.matches(path) }) { return nil }
            if excluded.contains(where: { $0.matches(path) }) { return nil }
            var selected = file
            if appPaths.contains(where: { $0.matches(path) }) { selected.codeClass = .app }
            if testPaths.contains(where: { $0.matches(path) }) { selected.codeClass = .test }
            return selected
        }
    }

    private func relativePath(_ absolute: String) -> String {
        guard let root else { return absolute }
        let base = root.hasSuffix("/") ? root : root + "/"
        return absolute.hasPrefix(base) ? String(absolute.dropFirst(base.count)) : absolute
    }
}
