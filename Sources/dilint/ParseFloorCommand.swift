import ArgumentParser
import DILintCore
import Foundation

/// `dilint _parse-floor PATHS`: parses every Swift file once on one thread and says how many; hidden,
/// for `Scripts/bench`, which compares lint's time with this floor.
struct ParseFloorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "_parse-floor", shouldDisplay: false)

    @Argument var paths: [String] = []

    func run() throws {
        do {
            let measured = try ParseFloor.run(paths: paths, currentDirectory: FileManager.default.currentDirectoryPath)
            print("parsed \(measured.files) files, \(measured.bytes) bytes")
        } catch let problem as Discovery.Problem {
            printError(problem.message)
            throw ExitCode(ExitStatus.failure)
        }
    }
}
