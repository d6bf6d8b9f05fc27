import ArgumentParser
import DILintCore
import Foundation

/// Where the configuration comes from: `--config FILE`, else the nearest `.dilint.yml` upward.
struct ConfigOptions: ParsableArguments {
    @Option(help: "Configuration file (default: the nearest .dilint.yml in this folder or above).", completion: .file())
    var config: String?

    @Flag(help: "Ignore any .dilint.yml.")
    var noConfig = false

    /// The configuration to use; a problem in it is one line on stderr and exit 2.
    func load() throws -> Configuration {
        if noConfig { return Configuration() }
        let directory = FileManager.default.currentDirectoryPath
        let path: String
        let display: String
        if let config {
            path = config.hasPrefix("/") ? config : (directory as NSString).appendingPathComponent(config)
            display = config
        } else if let found = Configuration.find(from: directory) {
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
}
