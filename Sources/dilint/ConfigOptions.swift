import ArgumentParser
import DILintCore
import Foundation

/// Where the configuration comes from: `--config FILE`, else the nearest `.dilint.yml` upward from
/// the first path linted (so `dilint lint ../App` uses App's), else from the current folder.
struct ConfigOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Configuration file (default: the nearest .dilint.yml in the first linted folder or above, else in this folder or above).", valueName: "file.yml"), completion: .file())
    var config: String?

    @Flag(help: "Ignore any .dilint.yml.")
    var noConfig = false

    /// The configuration to use; a problem in it is one line on stderr and exit 2.
    func load(forLinting paths: [String]) throws -> Configuration {
        if noConfig { return Configuration() }
        let directory = FileManager.default.currentDirectoryPath
        let path: String
        let display: String
        if let config {
            path = config.hasPrefix("/") ? config : (directory as NSString).appendingPathComponent(config)
            display = config
        } else if let found = paths.first.flatMap({ Configuration.find(from: Self.folder(of: $0, in: directory)) })
                    ?? Configuration.find(from: directory) {
            path = found
            display = found.hasPrefix(directory + "/") ? String(found.dropFirst(directory.count + 1)) : found
        } else {
            return Configuration()
        }
        do {
            return try Configuration.load(path: path, displayPath: display)
        } catch let problem as Configuration.Problem {
            printError(problem.message)
            throw ExitCode(ExitStatus.failure)
        }
    }

    /// The folder a linted path is, or is in.
    private static func folder(of path: String, in directory: String) -> String {
        let absolute = CommandLinePath.absolute(path, in: directory)
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory)
        return exists && !isDirectory.boolValue ? (absolute as NSString).deletingLastPathComponent : absolute
    }
}
