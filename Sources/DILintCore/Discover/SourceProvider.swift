import Foundation

/// Where a run's Swift sources come from: the file system, memory (tests, rule examples), later a git
/// revision. The pipeline lists and reads files only through one, so every way in runs the same stages.
public protocol SourceProvider: Sendable {
    /// The Swift files under `paths` to analyse, and apart from them the vendored ones, sorted.
    /// Throws `Discovery.Problem` for a path that does not exist or cannot be read.
    func discover(_ paths: [String]) throws -> Discovery.Found
    /// One file's bytes, or why it cannot be analysed (one line).
    func read(_ file: SourceFile) -> Result<[UInt8], SourceReadProblem>
}

public struct SourceReadProblem: Error, Equatable, Sendable {
    public var message: String
    /// Why the file's contents are unknown, as a note at it says; nil for what cannot be a source file
    /// (a folder, a FIFO), which holds no code either way.
    public var reason: String? = "it could not be read"
}

/// The working tree under a current directory.
public struct FileSystemSources: SourceProvider {
    public var currentDirectory: String
    /// How many threads list folders while discovering.
    public var threads: Int

    public init(currentDirectory: String, threads: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.currentDirectory = currentDirectory
        self.threads = threads
    }

    public func discover(_ paths: [String]) throws -> Discovery.Found {
        try Discovery(currentDirectory: currentDirectory, threads: threads).find(in: paths)
    }

    public func read(_ file: SourceFile) -> Result<[UInt8], SourceReadProblem> { SourceReader.read(file) }
}
