import Foundation
import XCTest

/// A GitHub Actions job as a document shows it, read the way the runner reads it: its steps in order, each
/// with its name, `uses:`, `if:` and the shell script of `run:` (`|` keeps the lines, `>` folds them into one).
/// Tests run the scripts with stand-ins for what only a runner has.
struct WorkflowJob {
    struct Step {
        var name: String?
        var uses: String?
        var condition: String?
        var with: String?
        var run = ""
    }

    let yaml: String
    let steps: [Step]

    /// The YAML block that follows `marker` (an HTML comment line) in `document`.
    init(document: String, marker: String) throws {
        let text = try String(contentsOf: DilintProcess.repositoryRoot.appendingPathComponent(document), encoding: .utf8)
        let after = try XCTUnwrap(text.components(separatedBy: marker + "\n```yaml\n").dropFirst().first, "\(document) lacks \(marker)")
        yaml = try XCTUnwrap(after.components(separatedBy: "\n```\n").first)
        steps = WorkflowJob.steps(of: yaml)
    }

    func step(named name: String) throws -> Step {
        try XCTUnwrap(steps.first { $0.name == name }, "no step named '\(name)' in:\n\(yaml)")
    }

    private static func steps(of yaml: String) -> [Step] {
        let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "steps:" }) else { return [] }
        var steps: [Step] = []
        var index = start + 1
        while index < lines.count {
            let line = lines[index]
            var trimmed = line.trimmingCharacters(in: .whitespaces)
            let indent = line.prefix { $0 == " " }.count
            if trimmed.hasPrefix("- ") {
                steps.append(Step())
                trimmed = String(trimmed.dropFirst(2))
            }
            let key = trimmed.prefix { $0 != ":" }
            let value = trimmed.dropFirst(key.count + 1).trimmingCharacters(in: .whitespaces)
            if !steps.isEmpty {
                switch key {
                case "name": steps[steps.count - 1].name = value
                case "uses": steps[steps.count - 1].uses = value
                case "if": steps[steps.count - 1].condition = value
                case "with": steps[steps.count - 1].with = value
                case "run" where value == "|" || value == ">":
                    var script: [String] = []
                    let bodyIndent = line.hasPrefix(String(repeating: " ", count: indent) + "- ") ? indent + 2 : indent
                    while index + 1 < lines.count, lines[index + 1].prefix(while: { $0 == " " }).count > bodyIndent {
                        index += 1
                        script.append(lines[index].trimmingCharacters(in: .whitespaces))
                    }
                    steps[steps.count - 1].run = script.joined(separator: value == "|" ? "\n" : " ") + "\n"
                case "run": steps[steps.count - 1].run = value + "\n"
                default: break
                }
            }
            index += 1
        }
        return steps
    }

    /// `${{ … }}` as GitHub fills it; an expression the test did not give fails the test.
    static func expand(_ text: String, context: [String: String]) throws -> String {
        var result = ""
        var rest = Substring(text)
        while let open = rest.range(of: "${{") {
            result += rest[..<open.lowerBound]
            let close = try XCTUnwrap(rest.range(of: "}}", range: open.upperBound..<rest.endIndex))
            let expression = rest[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces)
            result += try XCTUnwrap(context[expression], "the test does not know ${{ \(expression) }}")
            rest = rest[close.upperBound...]
        }
        return result + rest
    }

    /// The job's `env:` when written on one line (`env: { A: "x", B: 1 }`), with `${{ … }}` filled in.
    func environment(context: [String: String]) throws -> [String: String] {
        let line = try XCTUnwrap(yaml.split(separator: "\n").first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("env: {") })
        let open = try XCTUnwrap(line.firstIndex(of: "{")), close = try XCTUnwrap(line.lastIndex(of: "}"))
        let inside = line[line.index(after: open)..<close]
        var environment: [String: String] = [:]
        for pair in inside.split(separator: ",") {
            let parts = pair.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2 else { continue }
            let value = parts[1].hasPrefix("\"") ? String(parts[1].dropFirst().dropLast()) : parts[1]
            environment[parts[0]] = try WorkflowJob.expand(value, context: context)
        }
        return environment
    }

    /// Runs a step's script as GitHub runs `run:` (`bash -e {0}`), in `directory`, with `environment` over
    /// the test process's own; returns the exit status and what it printed, both streams together.
    static func run(_ script: String, in directory: URL, environment: [String: String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-e", "-c", script]
        process.currentDirectoryURL = directory
        var env = ProcessInfo.processInfo.environment
        env["XDG_CACHE_HOME"] = DilintProcess.cacheHome.path
        env.merge(environment) { $1 }
        process.environment = env
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
