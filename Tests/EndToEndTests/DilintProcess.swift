import Foundation
import XCTest

/// Runs the built `dilint` binary the way a user or CI would.
struct DilintProcess {
    struct Result {
        var exitCode: Int32
        var stdout: String
        var stderr: String
    }

    static var binary: URL {
        // The test bundle sits next to the products it was built with.
        let productsDirectory = Bundle.main.bundleURL.pathExtension == "xctest"
            ? Bundle.main.bundleURL.deletingLastPathComponent()
            : Bundle.main.bundleURL
        return productsDirectory.appendingPathComponent("dilint")
    }

    static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    static var fixtures: URL { repositoryRoot.appendingPathComponent("Fixtures") }

    /// The run memo folder of every run the tests make (`XDG_CACHE_HOME`): one throwaway folder per test
    /// process, never the user's ~/.cache. Shared by the runs, so the goldens are also checked warm.
    static let cacheHome: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dilint-tests-cache-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }()

    @discardableResult
    static func run(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws -> Result {
        try run(binary, arguments, in: directory, environment: ["XDG_CACHE_HOME": cacheHome.path].merging(environment) { $1 })
    }

    /// Any program, with this process's environment plus `environment`; its output read whole.
    static func run(_ executable: URL, _ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read before waiting so a large report cannot fill the pipe and block the child.
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(exitCode: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderr, as: UTF8.self))
    }
}
