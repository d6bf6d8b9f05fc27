@testable import DILintCore
import XCTest

/// A pass that links its files' or modules' parts on several threads appends what a serial pass
/// appends, in the same order: the report of a project large enough for the threads is the same for
/// any thread count.
final class LinkPartsTests: XCTestCase {
    private func rendered(_ files: [String: String], jobs: Int) -> String {
        let report = Linter.run(sources: files, extraction: ExtractionSettings(jobs: jobs))
        return JSONReporter.render(AnalysisResultBuilder.build(report, toolVersion: "test"))
    }

    /// Every Dirk rule example, copied into enough folders that its files and modules are linked in parts.
    private func manyDirkProjects() -> [String: String] {
        var examples: [[String: String]] = []
        for rule in RuleCatalog.all {
            for example in rule.triggeringExamples + rule.nonTriggeringExamples
            where example.files.values.contains(where: { $0.contains("import Dirk") }) {
                examples.append(example.files)
            }
        }
        var files: [String: String] = [:]
        var copy = 0
        while files.values.filter({ $0.contains("import Dirk") }).count < 2 * LinkContext.partsWorthThreads {
            for (path, text) in examples[copy % examples.count] { files["Copy\(copy)/\(path)"] = text }
            copy += 1
        }
        return files
    }

    func testDirkLinksTheSameOnOneThreadAndOnThree() {
        let files = manyDirkProjects()
        let serial = rendered(files, jobs: 1)
        XCTAssertEqual(serial, rendered(files, jobs: 3))
        // Something to compare: the copies register, request and miss types (with the examples' unread
        // providers in one container, every missing type may be theirs).
        XCTAssertTrue(serial.contains("\"rule\": \"possibly-unregistered\""))
    }

    func testAPieceAppendsEveryListInOrder() {
        let index = ProjectIndex(files: [])
        var whole = DependencyGraph(index: index, fileCount: 0)
        var piece = DependencyGraph(index: index, fileCount: 0)
        let first = Unresolved(framework: .dirk, message: "first", location: SourceLocation(file: "A.swift", line: 1, column: 1))
        let second = Unresolved(framework: .dirk, message: "second", location: SourceLocation(file: "B.swift", line: 2, column: 1))
        whole.unresolved = [first]
        piece.unresolved = [second]
        piece.unreadProviders = [UnreadProvider(container: ContainerID(framework: .dirk, codeClass: .app), location: second.location)]
        whole.append(piece)
        XCTAssertEqual(whole.unresolved.map(\.message), ["first", "second"])
        XCTAssertEqual(whole.unreadProviders.count, 1)
    }
}
