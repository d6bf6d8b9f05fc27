import Foundation
import PackagePlugin

/// `swift package dilint [lint options]`: runs dilint over the package's own folder. With no arguments
/// it lints the whole package; any arguments are passed to dilint as they are (`lint --format sarif`,
/// `graph -o deps.svg`).
@main
struct DilintCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try run(tool: context.tool(named: "dilint").url, in: context.package.directoryURL, arguments: arguments)
    }
}

/// Runs dilint and passes its exit status on, so `swift package dilint` fails a script the way `dilint` does.
private func run(tool: URL, in directory: URL, arguments: [String]) throws {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments.isEmpty ? ["lint"] : arguments
    process.currentDirectoryURL = directory
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
                arguments: arguments.isEmpty ? ["lint", "--format", "xcode"] : arguments)
    }
}
#endif
