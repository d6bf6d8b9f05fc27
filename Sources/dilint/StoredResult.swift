import ArgumentParser
import DILintCore
import Foundation

/// Reads an analysis result written by `dilint lint --format result`, for the commands that show one
/// again; a file that cannot be read or is no result is one line on stderr and exit 2.
enum StoredResult {
    static func read(_ path: String) throws -> AnalysisResult {
        let data = path == "-" ? FileHandle.standardInput.readDataToEndOfFile() : FileManager.default.contents(atPath: path)
        guard let data else {
            printError("cannot read \(path)")
            throw ExitCode(ExitStatus.failure)
        }
        do {
            return try AnalysisResult(json: data)
        } catch let problem as AnalysisResult.Problem {
            printError("\(path): \(problem.message)")
            throw ExitCode(ExitStatus.failure)
        }
    }
}
