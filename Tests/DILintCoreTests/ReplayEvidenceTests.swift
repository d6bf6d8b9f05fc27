@testable import DILintCore
import Foundation
import XCTest

/// The run memo prints a recorded report after files changed only when `ReplayEvidence` judges that the
/// changes cannot alter it. Every such verdict here is checked against a new run of the changed files.
final class ReplayEvidenceTests: XCTestCase {
    private struct Run {
        var rendered: String
        var evidence: ReplayEvidence
    }

    private func lint(_ files: [String: String], policy: LintPolicy = LintPolicy(), fullParse: Bool = false) throws -> Run {
        var options = LintOptions(paths: ["."], currentDirectory: "/", policy: policy, extraction: ExtractionSettings(fullParse: fullParse))
        options.recordsReplayEvidence = true
        let report = try Linter.run(options, sources: InMemorySources(files))
        let rendered = JSONReporter.render(AnalysisResultBuilder.build(report, toolVersion: "test"))
            + report.fileProblems.joined(separator: "\n") + "\nread \(report.readFiles) of \(report.analysedFiles.count)"
        return Run(rendered: rendered, evidence: try XCTUnwrap(report.replayEvidence))
    }

    private func holds(_ evidence: ReplayEvidence, before: [String: String], after: [String: String],
                       policy: LintPolicy = LintPolicy()) throws -> Bool {
        let provider = InMemorySources(after)
        let found = try provider.discover(["."])
        let discovered = found.sources + found.vendored
        let changed = discovered.filter { before[$0.absolutePath] != after[$0.absolutePath] }
        return evidence.reportHolds(afterChanging: changed, discovered: discovered, policy: policy, provider: provider)
    }

    private let app = [
        "App/Assembly.swift": "import Dirk\n\nlet module = Module {\n    Singleton { Service(client: try $0.get()) }\n}\n",
        "App/Service.swift": "final class Service {\n    init(client: Client) {}\n}\n",
        "App/Client.swift": "final class Client {}\n",
        "App/Screen.swift": "import Dirk\n\nfinal class Screen {\n    @Inject var service: Service\n    @Inject var clock: Clock\n}\n",
        "App/Banner.swift": "struct Banner {\n    let title: String\n}\n",
        "Kit/Sources/Kit/Exports.swift": "@_exported import Dirk\n",
    ]

    private func edited(_ path: String, _ change: (String) -> String) -> [String: String] {
        var files = app
        files[path] = change(files[path]!)
        return files
    }

    func testACommentAfterTheLastLineOfDICodeKeepsTheReport() throws {
        let before = try lint(app)
        let after = edited("App/Screen.swift") { $0 + "// reviewed\n" }
        XCTAssertTrue(try holds(before.evidence, before: app, after: after))
        XCTAssertEqual(try lint(after).rendered, before.rendered)
    }

    func testALineAboveAFindingMovesItSoTheFileIsAnalysedAgain() throws {
        let before = try lint(app)
        XCTAssertTrue(before.rendered.contains("Clock"), before.rendered)
        let after = edited("App/Screen.swift") { "// moved\n" + $0 }
        XCTAssertFalse(try holds(before.evidence, before: app, after: after))
        XCTAssertNotEqual(try lint(after).rendered, before.rendered, "the finding's line moved")
    }

    func testAFileNothingNeedsMayChangeUntilItDeclaresANeededName() throws {
        let before = try lint(app)
        let reworded = edited("App/Banner.swift") { $0.replacingOccurrences(of: "title", with: "headline") }
        XCTAssertTrue(try holds(before.evidence, before: app, after: reworded))
        XCTAssertEqual(try lint(reworded).rendered, before.rendered)

        let declaresClock = edited("App/Banner.swift") { $0 + "final class Clock {}\n" }
        XCTAssertFalse(try holds(before.evidence, before: app, after: declaresClock), "Clock is what a request needs")
        let importsDirk = edited("App/Banner.swift") { "import Dirk\n" + $0 }
        XCTAssertFalse(try holds(before.evidence, before: app, after: importsDirk), "a framework import puts it in phase one")
    }

    /// Service.swift is parsed only because the registration builds a Service: it keeps the report while
    /// it spells the same needed names, and is analysed again when it spells others.
    func testAFileALaterRoundParsedIsJudgedByTheNamesItSpells() throws {
        let before = try lint(app)
        let body = edited("App/Service.swift") { $0 + "// no names here\n" }
        XCTAssertTrue(try holds(before.evidence, before: app, after: body))
        XCTAssertEqual(try lint(body).rendered, before.rendered)
        let spellsClient = edited("App/Client.swift") { $0 + "// a Service\n" }
        XCTAssertFalse(try holds(before.evidence, before: app, after: spellsClient))
    }

    /// The app names no injector, so no file is read for InjectGrail: a file that starts to name one
    /// changes how every file is read.
    func testAFileThatStartsOrStopsNamingAnInjectorIsAnalysedAgain() throws {
        let before = try lint(app)
        XCTAssertFalse(before.evidence.readsInjectGrail)
        let namesInjector = edited("App/Service.swift") { $0 + "// see AppInjector\n" }
        XCTAssertFalse(try holds(before.evidence, before: app, after: namesInjector))

        let injectGrailApp = namesInjector
        let recorded = try lint(injectGrailApp)
        XCTAssertTrue(recorded.evidence.readsInjectGrail)
        XCTAssertEqual(recorded.evidence.injectGrailMentions, ["App/Service.swift"])
        var stillNames = injectGrailApp
        stillNames["App/Service.swift"]! += "// and RootInjector\n"
        XCTAssertTrue(try holds(recorded.evidence, before: injectGrailApp, after: stillNames))
        XCTAssertEqual(try lint(stillNames).rendered, recorded.rendered)
        XCTAssertFalse(try holds(recorded.evidence, before: injectGrailApp, after: app), "the last mention is gone")
    }

    func testAFileTheVocabularyComesFromIsNeverJudged() throws {
        let before = try lint(app)
        let after = edited("Kit/Sources/Kit/Exports.swift") { $0 + "// same re-export\n" }
        XCTAssertFalse(try holds(before.evidence, before: app, after: after))
    }

    func testAFileNotInTheRecordingIsNeverJudged() throws {
        let before = try lint(app)
        var after = app
        after["App/New.swift"] = "struct New {}\n"
        XCTAssertFalse(try holds(before.evidence, before: app, after: after))
    }

    func testTheEvidenceReadsBackFromItsText() throws {
        for fullParse in [false, true] {
            let evidence = try lint(app, fullParse: fullParse).evidence
            let text = try XCTUnwrap(evidence.text)
            XCTAssertEqual(ReplayEvidence(text: text[...]), evidence)
        }
        XCTAssertNil(ReplayEvidence(text: "dilint-evidence 0\n"))
        XCTAssertNil(ReplayEvidence(text: "dilint-evidence 2\nmode two-phase shank 0 injectgrail 0\nX what\n"))
        XCTAssertNil(ReplayEvidence(text: "dilint-evidence 1\nmode two-phase shank 0\n"), "a recording of an older format is not read")
    }

    /// Every fixture project, every file, edits of several kinds, both parse modes: whenever the evidence
    /// says the report holds, a new run gives the same report; and the edits that cannot matter (a
    /// comment after the last line) are recognised in most files.
    func testAReportJudgedToHoldIsTheReportOfANewRun() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures")
        let edits: [(name: String, apply: (String) -> String)] = [
            ("comment after the last line", { $0 + "\n// edited\n" }),
            ("comment above the first line", { "// edited\n" + $0 }),
            ("a new declaration", { $0 + "\nstruct ReplayProbe {}\n" }),
            ("a framework import", { $0 + "\nimport Zerk\n" }),
            ("the last line removed", { String($0.split(separator: "\n", omittingEmptySubsequences: false).dropLast(2).joined(separator: "\n")) + "\n" }),
        ]
        var judged = 0, held = 0, commentsHeld = 0, comments = 0
        for framework in try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() {
            for name in try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(framework).path).sorted() {
                let folder = root.appendingPathComponent(framework).appendingPathComponent(name)
                var files: [String: String] = [:]
                for case let url as URL in FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)!
                where url.pathExtension == "swift" {
                    files[String(url.path.dropFirst(folder.path.count + 1))] = try String(contentsOf: url, encoding: .utf8)
                }
                for fullParse in [false, true] {
                    let before = try lint(files, fullParse: fullParse)
                    for path in files.keys.sorted() {
                        for edit in edits {
                            var after = files
                            after[path] = edit.apply(files[path]!)
                            judged += 1
                            let isComment = edit.name == "comment after the last line"
                            if isComment { comments += 1 }
                            guard try holds(before.evidence, before: files, after: after) else { continue }
                            held += 1
                            if isComment { commentsHeld += 1 }
                            XCTAssertEqual(try lint(after, fullParse: fullParse).rendered, before.rendered,
                                           "\(framework)/\(name) \(path), \(edit.name), full parse \(fullParse): judged to hold, but the report changed")
                        }
                    }
                }
            }
        }
        XCTAssertGreaterThan(judged, 1000)
        XCTAssertGreaterThan(Double(commentsHeld), 0.8 * Double(comments), "a comment after the last line rarely matters")
        XCTAssertLessThan(held, judged, "some edits must be analysed again")
    }
}
