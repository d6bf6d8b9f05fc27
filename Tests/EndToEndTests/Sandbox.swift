import Foundation
import XCTest

/// A folder that holds a test's project, a folder beside it with a file an attack aims at, and the
/// `TMPDIR` of every dilint run: a snapshot of everything in it but the project, taken before and after
/// a run, shows whether the run created, changed or left anything outside the project.
struct Sandbox {
    let url: URL
    var project: URL { url.appendingPathComponent("project") }
    var outside: URL { url.appendingPathComponent("outside") }
    var temporary: URL { url.appendingPathComponent("tmp") }
    /// The file beside the project an attack tries to edit or overwrite.
    var target: URL { outside.appendingPathComponent("X.swift") }

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("dilint-sandbox-\(UUID().uuidString)")
        for folder in [project, outside, temporary] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        try Data("import Zerk\nprotocol Analytics {}\nfinal class Firebase: Analytics {}\n".utf8).write(to: target)
    }

    func write(_ contents: String, to name: String) throws {
        try TemporaryProject(url: project).write(contents, to: name)
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }

    /// dilint in the project folder (or `folder` below it), with the sandbox's temporary folder.
    func dilint(_ arguments: [String], in folder: String = "", environment: [String: String] = [:]) throws -> DilintProcess.Result {
        try DilintProcess.run(arguments, in: folder.isEmpty ? project : project.appendingPathComponent(folder),
                              environment: ["TMPDIR": temporary.path, "NO_COLOR": "1"].merging(environment) { $1 })
    }

    /// Every entry outside the project: its path below the sandbox, kind, mode and contents.
    func snapshot() -> [String: String] {
        var entries: [String: String] = [:]
        let base = url.resolvingSymlinksInPath().path
        guard let walker = FileManager.default.enumerator(atPath: base) else { return entries }
        while let relative = walker.nextObject() as? String {
            if relative == "project" || relative.hasPrefix("project/") {
                if relative == "project" { walker.skipDescendants() }
                continue
            }
            let path = base + "/" + relative
            let attributes = (try? FileManager.default.attributesOfItem(atPath: path)) ?? [:]
            let kind = (attributes[.type] as? FileAttributeType)?.rawValue ?? "?"
            let mode = (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
            let contents = FileManager.default.contents(atPath: path)?.base64EncodedString() ?? ""
            entries[relative] = "\(kind) \(mode) \(contents)"
        }
        return entries
    }

    /// Runs `body` and fails when anything outside the project was created, changed or removed by it.
    func assertNothingOutsideChanges(_ what: String, file: StaticString = #filePath, line: UInt = #line, _ body: () throws -> Void) rethrows {
        let before = snapshot()
        try body()
        let after = snapshot()
        let changed = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }.sorted()
        XCTAssertEqual(changed, [], "\(what): changed outside the project", file: file, line: line)
    }
}
