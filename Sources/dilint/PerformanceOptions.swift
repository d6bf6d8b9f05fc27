import ArgumentParser
import DILintCore
import Foundation

/// How fast a run goes, never what it reports: threads and which files are parsed; and what one file may
/// cost, which changes the report only for a file past it.
struct PerformanceOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Threads that parse files at once (default: the number of cores).", valueName: "n"))
    var jobs: Int?

    @Flag(help: "Parse every file, not only those the DI code can reach (the same findings, slower; it also warns about syntax errors and parse limits in files nothing needs).")
    var fullParse = false

    @Option(help: ArgumentHelp("Processor time one file may take to read before it is skipped with a warning (default: 2).", valueName: "seconds"))
    var fileTimeLimit: Double?

    @Option(help: ArgumentHelp("Memory one file may take to read before it is skipped with a warning (default: 500).", valueName: "MB"))
    var fileMemoryLimit: Int?

    @Option(help: ArgumentHelp("Where what a run reuses is kept: the output of lint runs, to repeat one on untouched files at once (default: $XDG_CACHE_HOME/dilint, else ~/.cache/dilint).", valueName: "dir"), completion: .directory)
    var cacheDir: String?

    @Flag(help: "Neither read nor write the cache.")
    var noCache = false

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1, not \(jobs)") }
        if let fileTimeLimit, !(fileTimeLimit > 0 && fileTimeLimit.isFinite) {
            throw ValidationError("--file-time-limit must be a positive number of seconds, not \(fileTimeLimit)")
        }
        if let fileMemoryLimit, fileMemoryLimit < 1 { throw ValidationError("--file-memory-limit must be at least 1 (MB), not \(fileMemoryLimit)") }
        if noCache && cacheDir != nil { throw ValidationError("--cache-dir and --no-cache cannot be used together") }
    }

    var settings: ExtractionSettings {
        ExtractionSettings(jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount, fullParse: fullParse,
                           budget: FileBudget(seconds: fileTimeLimit ?? FileBudget.standard.seconds,
                                              megabytes: fileMemoryLimit ?? FileBudget.standard.megabytes))
    }

    var cacheDirectory: String {
        let environment = ProcessInfo.processInfo.environment
        if let cacheDir { return CommandLinePath.absolute(cacheDir, in: FileManager.default.currentDirectoryPath) }
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return xdg + "/dilint" }
        return FileManager.default.homeDirectoryForCurrentUser.path + "/.cache/dilint"
    }

    /// The version, plus the executable's size and modification time: two builds of one version (a
    /// development build) may report differently, and must not replay each other's recorded runs.
    static var toolFingerprint: String {
        let executable = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])).resolvingSymlinksInPath().path
        let attributes = (try? FileManager.default.attributesOfItem(atPath: executable)) ?? [:]
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(DilintVersion.current) \(size) \(modified)"
    }
}
