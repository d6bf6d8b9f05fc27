import ArgumentParser
import DILintCore
import Foundation
import GraphvizRender

/// Draws the graph of a lint report to a file (atomically) or to standard output.
enum DiagramOutput {
    static func format(for path: String?, explicit: DiagramFormat?) throws -> DiagramFormat {
        if let explicit { return explicit }
        guard let path, path != "-" else { return .dot }
        // A name without an extension (`-o graph`, `/dev/stdout`) is dot, as --format's help says.
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard name.dropFirst().contains(".") else { return .dot }
        guard let format = DiagramFormat(fileName: path) else {
            printError("cannot tell the diagram format from '\(path)'; use --format \(DiagramFormat.allCases.map(\.rawValue).joined(separator: "|"))")
            throw ExitCode(ExitStatus.failure)
        }
        return format
    }

    /// The name of the folder analysed (the current one when none was given, or a file's folder).
    static func projectName(_ path: String?) -> String {
        let current = FileManager.default.currentDirectoryPath
        var url = path.map { URL(fileURLWithPath: $0, relativeTo: URL(fileURLWithPath: current)) } ?? URL(fileURLWithPath: current)
        url = url.standardizedFileURL
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue { url.deleteLastPathComponent() }
        let name = url.lastPathComponent
        return name.isEmpty || name == "/" ? "dilint" : name
    }

    /// What was drawn, for the line saying so.
    struct Drawn {
        var nodes: Int
        var edges: Int
    }

    /// Renders and writes; any failure is one line on stderr and exit 2, and leaves no partial file.
    /// `analysedFiles` places the repository that links point into.
    @discardableResult
    static func write(_ result: AnalysisResult, analysedFiles: [String], options: GraphOptions, defaults: Configuration.GraphDefaults,
                      format: DiagramFormat, to path: String?, projectFolder: String? = nil) throws -> Drawn {
        let model: DrawModel
        let whole = DrawModelBuilder.build(from: result, showModules: options.clustering(defaults) != .container)
        // A legend-only picture is written as asked, but never without a word on why it is empty.
        if let framework = options.framework, !whole.nodes.contains(where: { $0.framework == framework }) {
            printError("warning: graph: no \(framework.rawValue) nodes to draw")
        }
        do {
            model = try options.view.apply(to: whole)
        } catch let unknown as GraphView.UnknownFocus {
            let hint = unknown.suggestions.isEmpty ? "" : "; did you mean \(unknown.suggestions.map { "'\($0)'" }.joined(separator: ", "))?"
            printError("no type named '\(unknown.name)' in the graph\(hint)")
            throw ExitCode(ExitStatus.failure)
        }
        let output: DiagramRenderer.Output
        do {
            let title = options.title ?? projectName(projectFolder)
            let caption = title.isEmpty ? nil : Caption(title: title, result: result, model: model, view: options.focus == nil && !options.errorsOnly ? nil : options.view)
            var renderer = options.renderer(defaults, repositoryOf: analysedFiles.first, caption: caption)
            renderer.findings = result.findings
            if !title.isEmpty { renderer.title = title }
            output = try renderer.render(model, as: format)
        } catch {
            printError("cannot render the graph: \(error)")
            throw ExitCode(ExitStatus.failure)
        }
        for message in output.messages { printError("note: \(message)") }
        guard let path, path != "-" else {
            guard format.isText else {
                printError("\(format.rawValue) is binary; write it to a file with -o FILE")
                throw ExitCode(ExitStatus.failure)
            }
            FileHandle.standardOutput.write(Data(output.bytes))
            return Drawn(nodes: model.nodes.count, edges: model.edges.count)
        }
        try OutputFile.write(output.bytes, to: path)
        return Drawn(nodes: model.nodes.count, edges: model.edges.count)
    }
}
