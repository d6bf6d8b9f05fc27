import Foundation
import PackagePlugin

/// `swift package dilint [lint options]`: runs dilint over the package's own folder. With no arguments
/// it lints the whole package; any arguments are passed to dilint as they are (`lint --format sarif`,
/// `graph -o deps.svg`).
@main
struct DilintCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try run(tool: context.tool(named: "dilint").url, in: context.package.directoryURL, arguments: arguments,
                cache: context.pluginWorkDirectoryURL)
    }
}

/// Runs dilint and passes its exit status on, so `swift package dilint` fails a script the way `dilint` does.
/// `cache`: the plugin's own work folder, where the sandbox lets dilint keep its run memo (it may not
/// write ~/.cache); an XDG_CACHE_HOME the user set wins.
private func run(tool: URL, in directory: URL, arguments: [String], cache: URL) throws {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments.isEmpty ? ["lint"] : arguments
    process.currentDirectoryURL = directory
    var environment = ProcessInfo.processInfo.environment
    if environment["XDG_CACHE_HOME"] == nil { environment["XDG_CACHE_HOME"] = cache.path }
    process.environment = environment
    try process.run()
    process.waitUntilExit()
    if process.terminationStatus != 0 {
        Diagnostics.error("dilint exited with status \(process.terminationStatus)")
        exit(process.terminationStatus)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension DilintCommand: XcodeCommandPlugin {
    /// From Xcode's project menu: lints the project's folder, with the paths Xcode can open.
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        // Xcode opens a finding only from an absolute path: `--format xcode` prints those.
        try run(tool: context.tool(named: "dilint").url, in: context.xcodeProject.directoryURL,
                arguments: arguments.isEmpty ? ["lint", "--format", "xcode"] : arguments, cache: context.pluginWorkDirectoryURL)
    }
}
#endif
