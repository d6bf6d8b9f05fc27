import DILintCore
import Foundation

/// One workspace folder: its `.dilint.yml`, the live analysis of its files and the last report, with
/// the paths between the client's URIs and dilint's display paths (relative to the folder).
final class EditorWorkspace {
    let root: String
    private(set) var analysis: LiveAnalysis
    private(set) var report: LintReport?
    /// Built when navigation, hover or a lens first asks after an analysis, not at every keystroke.
    var providers: ProviderIndex {
        if let built = builtProviders { return built }
        let built = report.map { ProviderIndex($0.graph) } ?? ProviderIndex()
        builtProviders = built
        return built
    }
    private var builtProviders: ProviderIndex?
    /// Why the last analysis could not run, or the configuration could not be read (one line).
    private(set) var problem: String?
    /// Unsaved text by absolute path, kept to hand to a new analysis when the configuration changes.
    private var buffers: [String: String] = [:]
    /// Whether files on disk may have changed since the last analysis (the client's watchers said so).
    private var diskMayHaveChanged = true

    /// What is analysed under `root`: all of it (`.`), or one stray file.
    let paths: [String]

    init(root: String, paths: [String] = ["."]) {
        self.root = root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root
        self.paths = paths
        analysis = LiveAnalysis(options: LintOptions(paths: paths, currentDirectory: self.root))
        reloadConfiguration()
    }

    /// Reads `.dilint.yml` as `dilint lint` run in the folder would (the nearest one in it or above), and
    /// starts the analysis over; a broken file is said once and the defaults are used.
    func reloadConfiguration() {
        var configuration = Configuration()
        problem = nil
        if let path = Configuration.find(from: root) {
            do {
                configuration = try Configuration.load(path: path, displayPath: displayPath(of: path))
            } catch let failure as Configuration.Problem {
                problem = failure.message
            } catch {
                problem = "\(displayPath(of: path)): \(error)"
            }
        }
        let options = LintOptions(paths: paths, currentDirectory: root, policy: configuration.policy, fileSelection: configuration.selection)
        analysis = LiveAnalysis(options: options)
        builtProviders = nil
        // Open buffers carry over to the new analysis.
        for (path, text) in buffers { analysis.setBuffer(text, atAbsolutePath: path) }
        report = nil
    }

    func setBuffer(_ text: String?, atAbsolutePath path: String) {
        buffers[path] = text
        analysis.setBuffer(text, atAbsolutePath: path)
    }

    func contains(absolutePath path: String) -> Bool {
        guard let relative = relativePath(of: path) else { return false }
        return paths == ["."] || paths.contains(relative)
    }

    /// How closely the workspace holds a path it contains: a stray file's own workspace, else the innermost folder.
    func scope(of path: String) -> Int { paths == ["."] ? root.count : Int.max }

    /// A path below the root, relative to it; nil outside it.
    private func relativePath(of path: String) -> String? {
        guard root == "/" || path.hasPrefix(root + "/") else { return nil }
        return String(path.dropFirst(root == "/" ? 1 : root.count + 1))
    }

    func displayPath(of absolutePath: String) -> String {
        contains(absolutePath: absolutePath) ? relativePath(of: absolutePath)! : absolutePath
    }

    func absolutePath(of displayPath: String) -> String {
        displayPath.hasPrefix("/") ? displayPath : (root == "/" ? "/" : root + "/") + displayPath
    }

    func diskChanged() { diskMayHaveChanged = true }

    /// Runs the analysis over the buffers and the disk; returns false (and keeps the last report) when it cannot.
    /// `filesWatched`: the client reports changes on disk, so the disk is read again only after it did.
    @discardableResult
    func analyse(filesWatched: Bool = false) -> Bool {
        do {
            let report = try analysis.analyse(diskUnchanged: filesWatched && !diskMayHaveChanged)
            diskMayHaveChanged = false
            let replaced = (self.report, builtProviders)
            self.report = report
            builtProviders = nil
            // A large project's report takes milliseconds to free: not while its successor's diagnostics wait.
            DispatchQueue.global(qos: .utility).async { withExtendedLifetime(replaced) {} }
            if problem?.hasPrefix("cannot analyse") == true { problem = nil }
            return true
        } catch let failure as Discovery.Problem {
            problem = "cannot analyse \(root): \(failure.message)"
        } catch {
            problem = "cannot analyse \(root): \(error)"
        }
        return false
    }

    /// The lines of a file as the last analysis read it, else as it is on disk now.
    func lines(ofDisplayPath displayPath: String, encoding: TextLines.Encoding) -> TextLines? {
        if let bytes = analysis.analysedBytes(of: displayPath) { return TextLines(bytes, encoding: encoding) }
        return FileManager.default.contents(atPath: absolutePath(of: displayPath)).map { TextLines(Array($0), encoding: encoding) }
    }
}
