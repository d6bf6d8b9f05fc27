@testable import DILintCore
import Foundation
import XCTest

/// dilint must not depend on the shapes its fixtures happen to have: every fixture app, edited in ways
/// that keep what it does at run time (`BehaviourPreservingEdit`), alone and all together, must give the
/// same findings, but for where they are reported.
final class MetamorphicTests: XCTestCase {
    private var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("dilint-metamorphic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: scratch)
    }

    func testEveryFixtureKeepsItsFindingsUnderEveryEdit() throws {
        var checked = 0
        var failures: [String] = []
        var edited: [String: Int] = [:]
        for project in try FixtureSwiftFiles.projects() {
            let files = try Self.files(of: project)
            let name = project.pathComponents.suffix(2).joined(separator: "/")
            let expected = try findings(of: files, in: "\(name)/original")
            for edit in BehaviourPreservingEdit.all {
                let variant = edit.apply(files)
                if variant != files { edited[edit.name, default: 0] += 1 }
                let found = try findings(of: variant, in: "\(name)/\(checked)")
                checked += 1
                if found != expected {
                    failures.append("\(name), \(edit.name):\n  lost: \(expected.subtracting(found).sorted())\n  new: \(found.subtracting(expected).sorted())")
                }
            }
        }
        XCTAssertTrue(failures.isEmpty, failures.joined(separator: "\n"))
        XCTAssertGreaterThan(checked, 100)
        // Every edit changes some fixture, or it checks nothing.
        for edit in BehaviourPreservingEdit.all { XCTAssertGreaterThan(edited[edit.name] ?? 0, 3, edit.name) }
        print("metamorphic: \(checked) variants of \(try FixtureSwiftFiles.projects().count) fixture apps checked, \(failures.count) changed their findings")
    }

    /// A finding as it reads without its places: rule, severity, key, and message and notes with every
    /// `file.swift:line:column` (and file name) taken out. Several equal findings count as one.
    private func findings(of files: ProjectFiles, in folder: String) throws -> Set<String> {
        let root = scratch.appendingPathComponent(folder)
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let configPath = root.appendingPathComponent(".dilint.yml").path
        let configuration = FileManager.default.fileExists(atPath: configPath) ? try Configuration.load(path: configPath) : Configuration()
        // The rules off by default are checked too: they must not depend on shapes either.
        var policy = configuration.policy
        policy.enableEveryRule()
        let report = try Linter.run(LintOptions(paths: ["."], currentDirectory: root.path, policy: policy,
                                                fileSelection: configuration.selection))
        return Set(report.diagnostics.flatMap { diagnostic -> [String] in
            if diagnostic.rule == UnusedRegistrationRule.id { return Self.unusedKeys(diagnostic) }
            let notes = diagnostic.notesAndRoute.map { Self.placeless($0.message) }.sorted().joined(separator: " | ")
            let finding = "\(diagnostic.rule) \(diagnostic.severity.rawValue) \(diagnostic.type ?? "-"): \(Self.placeless(diagnostic.message)) [\(notes)]"
            return [BehaviourPreservingEdit.namesUnqualified(BehaviourPreservingEdit.namesBeforeRenaming(finding))]
        })
    }

    /// An unused-registration finding as one line per key it reports and how it is unused: a module's
    /// keys are one finding while it is a declared type and one each once it is written in place, and a
    /// provider under several keys is one finding for all of them.
    static func unusedKeys(_ diagnostic: Diagnostic) -> [String] {
        func line(_ key: Substring, dead: Bool) -> String {
            BehaviourPreservingEdit.namesUnqualified(BehaviourPreservingEdit.namesBeforeRenaming("unused-registration \(diagnostic.severity.rawValue) \(key): \(dead ? "dead providers" : "never requested")"))
        }
        if diagnostic.message.contains(" keys and nothing in the analysed code requests any of them") {
            return diagnostic.notes.compactMap { note in
                if let range = note.message.range(of: " is never requested") { return line(note.message[..<range.lowerBound], dead: false) }
                if let range = note.message.range(of: " is requested only by providers") { return line(note.message[..<range.lowerBound], dead: true) }
                return nil
            }
        }
        guard let verb = diagnostic.message.range(of: " is registered") ?? diagnostic.message.range(of: " are registered") else {
            return ["unused-registration unread: \(diagnostic.message)"]
        }
        let dead = !diagnostic.message.contains("nothing in the analysed code")
        return diagnostic.message[..<verb.lowerBound].replacingOccurrences(of: " and '", with: ", '")
            .components(separatedBy: ", '").map { $0.hasPrefix("'") ? $0 : "'" + $0 }.map { line(Substring($0), dead: dead) }
    }

    private static let place = try! NSRegularExpression(pattern: #"[^\s'"`(]*\.swift(:\d+(:\d+)?)?"#)

    /// Report text without file names and positions (the output's, not source code).
    static func placeless(_ message: String) -> String {
        place.stringByReplacingMatches(in: message, range: NSRange(message.startIndex..., in: message), withTemplate: "FILE")
    }

    /// A fixture's files but its expected outputs.
    static func files(of project: URL) throws -> ProjectFiles {
        var files = ProjectFiles()
        let enumerator = FileManager.default.enumerator(at: project, includingPropertiesForKeys: [.isRegularFileKey])!
        for case let url as URL in enumerator {
            guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true,
                  !url.lastPathComponent.hasPrefix("expected") else { continue }
            let path = String(url.standardizedFileURL.path.dropFirst(project.standardizedFileURL.path.count + 1))
            files[path] = try String(contentsOf: url, encoding: .utf8)
        }
        return files
    }
}
