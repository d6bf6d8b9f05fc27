@testable import DILintCore
import XCTest

/// Each kind of finding says what it is about in its subject and its notes' evidence, and the result ties
/// it to exactly its nodes and edges; the picture reads those, not the words.
final class FindingSubjectTests: XCTestCase {
    private func result(_ source: String) -> AnalysisResult {
        var policy = LintPolicy()
        policy.enableEveryRule()
        return AnalysisResultBuilder.build(Linter.run(sources: ["App.swift": source], policy: policy), toolVersion: "test")
    }

    private func only(_ subject: FindingSubject, in result: AnalysisResult) throws -> Finding {
        let found = result.findings.filter { $0.diagnostic.subject == subject }
        XCTAssertEqual(found.count, 1, "\(result.findings.map(\.diagnostic.message))")
        return try XCTUnwrap(found.first)
    }

    func testACyclesFindingNamesExactlyTheEdgesOfItsLoop() throws {
        let result = result("""
            import Dirk
            final class A { init(b: B) {} }
            final class B { init(c: C) {} }
            final class C { init(a: A) {} }
            final class D { init(a: A) {} }
            func bootstrap() {
                try! Dirk.start {
                    Module {
                        Singleton { A(b: try $0.get()) }
                        Singleton { B(c: try $0.get()) }
                        Singleton { C(a: try $0.get()) }
                        Singleton { D(a: try $0.get()) }
                    }
                }
            }
            """)
        let cycle = try only(.cycle, in: result)
        let node = { (key: String) in GraphNodeID(container: ContainerID(framework: .dirk, codeClass: .app), key: key) }
        let loop = [("A", "B"), ("B", "C"), ("C", "A")].map {
            GraphEdgeID(kind: .depends, from: node($0.0), to: node($0.1), site: 1)
        }
        XCTAssertEqual(cycle.edges, loop.sorted(), "D's request of A leads into the loop but is not on it")
        XCTAssertEqual(cycle.nodes, ["A", "B", "C"].map(node))
    }

    func testAMissingKeysFindingNamesTheNodeOfItsRequest() throws {
        let result = result("""
            import Dirk
            protocol Clock {}
            final class Store { init(clock: Clock) {} }
            func bootstrap() { try! Dirk.start { Module { Singleton { Store(clock: try $0.get()) } } } }
            """)
        let missing = try only(.unregisteredKey, in: result)
        XCTAssertEqual(missing.nodes, [GraphNodeID(container: ContainerID(framework: .dirk, codeClass: .app), key: "Clock")])
        XCTAssertEqual(result.node(missing.nodes[0])?.kind, .unregistered)
    }

    func testARegistrationOnlyUnderIfIsTheEvidenceOfItsNote() throws {
        let result = result("""
            import Dirk
            protocol Menu {}
            final class ShakeMenu: Menu {}
            final class Handler { @Inject var menu: Menu }
            func bootstrap() {
                try! Dirk.start {
                    Module {
                        #if DEBUG
                        Singleton<Menu> { ShakeMenu() }
                        #endif
                        Factory { Handler() }
                    }
                }
            }
            """)
        let finding = try only(.unregisteredKey, in: result)
        XCTAssertEqual(finding.diagnostic.notes.map(\.evidence), [.registeredOnlyUnder(condition: "#if DEBUG")])
    }

    func testADuplicateAndAnUnusedRegistrationSayWhatTheyAre() throws {
        let result = result("""
            import Dirk
            final class Clock {}
            final class Logger {}
            final class Screen { @Inject var clock: Clock }
            func bootstrap() { try! Dirk.start { Module { Singleton { Clock() }; Singleton { Clock() }; Singleton { Logger() } } } }
            """)
        let node = { (key: String) in GraphNodeID(container: ContainerID(framework: .dirk, codeClass: .app), key: key) }
        XCTAssertEqual(try only(.duplicateRegistration, in: result).nodes, [node("Clock")])
        XCTAssertEqual(try only(.unusedRegistrations, in: result).nodes, [node("Logger")])
    }

    /// The picture marks what the evidence says, whatever the note's words: reworded notes draw the same.
    func testThePictureReadsTheEvidenceNotTheWords() {
        let container = ContainerID(framework: .dirk, codeClass: .app)
        let menu = AnalysisNode(container: container, key: "Menu", kind: .service)
        let place = SourceLocation(file: "App.swift", line: 3, column: 1)
        func drawn(_ note: Diagnostic.Note) -> DrawnFindings {
            let diagnostic = Diagnostic(rule: "any-rule", severity: .warning, framework: .dirk, message: "reworded", location: place,
                                        type: "Menu", notes: [note], subject: .unregisteredKey)
            let result = AnalysisResult(tool: .init(version: "test"), summary: LintReport.Summary(graph: DependencyGraph(index: ProjectIndex(files: []), fileCount: 0), diagnostics: []),
                                        nodes: [menu], findings: [Finding(diagnostic, nodes: [menu.id])])
            return DrawnFindings(result)
        }
        XCTAssertEqual(drawn(.init("only in debug builds", at: place, evidence: .registeredOnlyUnder(condition: "#if DEBUG"))).marks(of: menu.id), ["#if DEBUG"])
        XCTAssertEqual(drawn(.init("registered here under #if DEBUG", at: place)).marks(of: menu.id), [], "words without evidence mark nothing")
        XCTAssertEqual(drawn(.init("registered as itself", at: place, evidence: .conformerRegisteredUnderOwnType)).forgottenConformances.map(\.site), [place])
        XCTAssertEqual(drawn(.init("x", at: place)).nodes[menu.id], .warning, "a missing key is marked by its subject, whatever the rule")
    }
}
