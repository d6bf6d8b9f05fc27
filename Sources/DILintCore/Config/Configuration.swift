import Foundation
import GraphvizRender

/// A project's `.dilint.yml`: which files, which frameworks, how severe each rule is, what the host app
/// provides, and how graphs are drawn by default. Every key is optional.
public struct Configuration: Sendable {
    public static let fileName = ".dilint.yml"
    /// Top-level keys, in the order `dilint init` writes them and the JSON Schema lists them.
    public static let knownKeys = ["included", "excluded", "tests", "app", "libraries", "frameworks", "external", "providers", "shank", "rules", "graph"]
    public static let shankKeys = ["container", "module", "wrapper", "build", "register", "containers", "root", "label"]
    public static let graphKeys = ["cluster", "rankdir", "layout", "legend"]

    /// The file it was read from; nil when there is none.
    public var path: String?
    /// The same file as messages name it (relative to the current directory when below it).
    public var displayPath: String?
    public var selection = FileSelection()
    public var policy = LintPolicy()
    public var graph = GraphDefaults()

    public struct GraphDefaults: Sendable, Equatable {
        public var clustering: GraphSpecBuilder.Clustering?
        public var rankDirection: GraphSpecBuilder.RankDirection?
        public var layout: LayoutEngine?
        public var legend: Bool?
        public init() {}
    }

    public init() {}

    /// A configuration problem, as `file:line:column: message` when the line is known.
    public struct Problem: Error, Equatable, Sendable {
        public var message: String
    }

    /// The nearest `.dilint.yml` in `directory` or a folder above it.
    public static func find(from directory: String) -> String? {
        var current = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            let candidate = current.appendingPathComponent(fileName).path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
        }
    }

    public static func load(path: String, displayPath: String? = nil) throws -> Configuration {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Problem(message: "cannot read configuration \(displayPath ?? path)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw Problem(message: "\(displayPath ?? path) is not valid UTF-8")
        }
        let root = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().path
        var configuration = try ConfigurationParser(text: text, displayPath: displayPath ?? path, root: root).parse()
        configuration.path = path
        configuration.displayPath = displayPath ?? path
        return configuration
    }
}
