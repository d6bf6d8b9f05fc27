@testable import DILintCore
import XCTest

/// Each fix kind: the edit it makes (and that the finding is gone once it is made), and the ambiguous
/// case where no edit is offered.
final class FixTests: XCTestCase {
    private let file = "App/App.swift"

    private func findings(_ source: String, rule: String) -> [Diagnostic] {
        Linter.run(sources: [file: source]).diagnostics.filter { $0.rule == rule }
    }

    /// Applies every fix of the run, as `--fix` does; returns the fixed source.
    private func fixed(_ source: String) -> String {
        let fixes = Linter.run(sources: [file: source]).diagnostics.flatMap(\.fixes)
        let outcome = FixApplication.plan(fixes) { $0 == self.file ? Array(source.utf8) : nil }
        XCTAssertTrue(outcome.stale.isEmpty)
        return outcome.changed.first.map { String(decoding: $0.after, as: UTF8.self) } ?? source
    }

    private func assertFixed(_ source: String, rule: String, expected: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(findings(source, rule: rule).isEmpty, "the example must trigger \(rule)", file: file, line: line)
        let result = fixed(source)
        XCTAssertEqual(result, expected, file: file, line: line)
        XCTAssertEqual(findings(result, rule: rule).map(\.message), [], "still reported after the fix", file: file, line: line)
    }

    private func assertNoFix(_ source: String, rule: String, file: StaticString = #filePath, line: UInt = #line) {
        let found = findings(source, rule: rule)
        XCTAssertFalse(found.isEmpty, "the example must trigger \(rule)", file: file, line: line)
        XCTAssertEqual(found.flatMap(\.fixes), [], file: file, line: line)
    }

    // MARK: add `as P`

    func testZerkValueGetsTheProtocolItIsRequestedAs() {
        assertFixed("""
            import Zerk
            protocol Analytics {}
            final class Firebase: Analytics {}
            func register() { Zerk.store.singleton(Firebase()) }
            final class Screen { @Injected var analytics: Analytics }
            """, rule: "unregistered-type", expected: """
            import Zerk
            protocol Analytics {}
            final class Firebase: Analytics {}
            func register() { Zerk.store.singleton(Firebase() as Analytics) }
            final class Screen { @Injected var analytics: Analytics }
            """)
    }

    func testShankModuleGetsTheCast() {
        assertFixed("""
            import Shank
            protocol Clock {}
            struct SystemClock: Clock {}
            final class Screen { @Inject var clock: Clock }
            let dependencies = Dependencies { Module { SystemClock() } }
            func boot() { dependencies.build() }
            """, rule: "unregistered-type", expected: """
            import Shank
            protocol Clock {}
            struct SystemClock: Clock {}
            final class Screen { @Inject var clock: Clock }
            let dependencies = Dependencies { Module { SystemClock() as Clock } }
            func boot() { dependencies.build() }
            """)
    }

    func testNoCastWhenTheConcreteKeyIsRequestedToo() {
        assertNoFix("""
            import Zerk
            protocol Analytics {}
            final class Firebase: Analytics {}
            func register() { Zerk.store.singleton(Firebase()) }
            final class Screen { @Injected var analytics: Analytics }
            final class Debug { @Injected var firebase: Firebase }
            """, rule: "unregistered-type")
    }

    func testNoCastWhenTwoRegistrationsConform() {
        assertNoFix("""
            import Zerk
            protocol Analytics {}
            final class Firebase: Analytics {}
            final class Mixpanel: Analytics {}
            func register() { Zerk.store.singleton(Firebase()).singleton(Mixpanel()) }
            final class Screen { @Injected var analytics: Analytics }
            """, rule: "unregistered-type")
    }

    func testNoCastWhenTheTypeIsMissingUnderTwoProtocols() {
        assertNoFix("""
            import Zerk
            protocol Reading {}
            protocol Writing {}
            final class Store: Reading, Writing {}
            func register() { Zerk.store.singleton(Store()) }
            final class Screen { @Injected var reader: Reading; @Injected var writer: Writing }
            """, rule: "unregistered-type")
    }

    // MARK: use `Singleton<P>`

    func testDirkProviderGetsTheGenericArgument() {
        assertFixed("""
            import Dirk
            protocol Store {}
            final class DiskStore: Store {}
            final class Settings { @Inject var store: Store }
            func boot() { try! Dirk.start { Module { Singleton { DiskStore() } } } }
            """, rule: "unregistered-type", expected: """
            import Dirk
            protocol Store {}
            final class DiskStore: Store {}
            final class Settings { @Inject var store: Store }
            func boot() { try! Dirk.start { Module { Singleton<Store> { DiskStore() } } } }
            """)
    }

    func testNoGenericArgumentWhenTheKeyIsAnOptional() {
        assertNoFix("""
            import Dirk
            protocol Store {}
            final class DiskStore: Store {}
            final class Settings { @Inject var store: Store? }
            func boot() { try! Dirk.start { Module { Singleton { DiskStore() } } } }
            """, rule: "unregistered-type")
    }

    // MARK: closure builder → value form

    func testZerkClosureBuilderBecomesTheValueForm() {
        assertFixed("""
            import Zerk
            protocol Clock {}
            struct SystemClock: Clock {}
            func register() {
                Zerk.store.singleton {
                    SystemClock() as Clock
                }
            }
            """, rule: "closure-key", expected: """
            import Zerk
            protocol Clock {}
            struct SystemClock: Clock {}
            func register() {
                Zerk.store.singleton(SystemClock() as Clock)
            }
            """)
    }

    func testNoValueFormWithATypeListOrAComment() {
        assertNoFix("""
            import Zerk
            protocol Clock {}
            struct SystemClock: Clock {}
            func register() {
                Zerk.store.singleton(Clock.self) { SystemClock() }
            }
            """, rule: "closure-key")
        assertNoFix("""
            import Zerk
            protocol Clock {}
            struct SystemClock: Clock {}
            func register() {
                Zerk.store.singleton { /* the wall clock */ SystemClock() as Clock }
            }
            """, rule: "closure-key")
    }

    // MARK: rename an argument label

    private let greeter = """
        import Zerk
        protocol Greeter {}
        final class TemplateGreeter: Greeter {
            init(template: String, repeats: Double) {}
        }
        func register() {
            Zerk.store.transient { storage, arguments in
                TemplateGreeter(template: arguments.template, repeats: arguments.repeats) as Greeter
            }
        }

        """

    func testMisspeltLabelIsRenamed() {
        assertFixed(greeter + """
            let greeter: Greeter = Zerk.standardStorage.restore(with: .arguments(templte: "Hi", repeats: 1.0))
            """, rule: "argument-mismatch", expected: greeter + """
            let greeter: Greeter = Zerk.standardStorage.restore(with: .arguments(template: "Hi", repeats: 1.0))
            """)
    }

    func testNoRenameWhenTheLabelIsNearestToTwoReadNames() {
        assertNoFix("""
            import Zerk
            protocol Greeter {}
            final class TemplateGreeter: Greeter { init(a: String, b: String) {} }
            func register() {
                Zerk.store.transient { storage, arguments in TemplateGreeter(a: arguments.name1, b: arguments.name2) as Greeter }
            }
            let greeter: Greeter = Zerk.standardStorage.restore(with: .arguments(name: "x"))
            """, rule: "argument-mismatch")
    }

    // MARK: add the missing `.build()`

    func testShankContainerWrittenAsAStatementGetsBuilt() {
        assertFixed("""
            import Shank
            protocol Clock {}
            struct SystemClock: Clock {}
            final class Screen { @Inject var clock: Clock }
            func boot() {
                Dependencies { Module { SystemClock() as Clock } }
            }
            """, rule: "missing-bootstrap", expected: """
            import Shank
            protocol Clock {}
            struct SystemClock: Clock {}
            final class Screen { @Inject var clock: Clock }
            func boot() {
                Dependencies { Module { SystemClock() as Clock } }.build()
            }
            """)
    }

    func testNoBuildForAStoredContainerOrAMissingDirkStart() {
        assertNoFix("""
            import Shank
            protocol Clock {}
            struct SystemClock: Clock {}
            final class Screen { @Inject var clock: Clock }
            let dependencies = Dependencies { Module { SystemClock() as Clock } }
            """, rule: "missing-bootstrap")
        assertNoFix("""
            import Dirk
            protocol Clock {}
            final class Screen { @Inject var clock: Clock }
            """, rule: "missing-bootstrap")
    }

    // MARK: applying

    func testContentHashIsSHA256() {
        XCTAssertEqual(ContentHash.sha256(Array("abc".utf8)), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(ContentHash.sha256([]), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(ContentHash.sha256(Array(repeating: UInt8(ascii: "a"), count: 1000)),
                       "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }

    private func edit(_ start: Int, _ end: Int, _ text: String) -> TextEdit {
        TextEdit(span: SourceSpan(startOffset: start, endOffset: end, startLine: 1, startColumn: start + 1, endLine: 1, endColumn: end + 1),
                 replacement: text)
    }

    func testAChangedFileIsLeftAloneAndAFixAppliesWholeOrNotAtAll() {
        let analysed = Array("let a = 1\n".utf8)
        let hash = ContentHash.sha256(analysed)
        let both = Fix(description: "two files", changes: [FileChange(file: "A.swift", sha256: hash, edits: [edit(4, 5, "b")]),
                                                          FileChange(file: "B.swift", sha256: hash, edits: [edit(4, 5, "b")])])
        let current = ["A.swift": analysed, "B.swift": Array("let a = 2\n".utf8)]
        let outcome = FixApplication.plan([both]) { current[$0] }
        XCTAssertEqual(outcome.stale, ["B.swift"])
        XCTAssertTrue(outcome.changed.isEmpty, "A.swift is part of a fix that cannot be applied whole")
    }

    func testIdenticalFixesApplyOnceAndOverlappingOnesAreLeftOut() {
        let bytes = Array("let a = 1\n".utf8)
        let hash = ContentHash.sha256(bytes)
        let first = Fix(description: "one", file: "A.swift", edits: [edit(4, 5, "b")])
        var stamped = first
        stamped.changes[0].sha256 = hash
        var overlapping = Fix(description: "other", file: "A.swift", edits: [edit(4, 9, "c = 2")])
        overlapping.changes[0].sha256 = hash
        let outcome = FixApplication.plan([stamped, stamped, overlapping]) { _ in bytes }
        XCTAssertEqual(outcome.applied.count, 1)
        XCTAssertEqual(outcome.conflicting.count, 1)
        XCTAssertEqual(String(decoding: outcome.changed[0].after, as: UTF8.self), "let b = 1\n")
    }

    func testUnifiedDiffShowsTheChangedLineWithContext() {
        let bytes = Array("one\ntwo\nthree\nfour\nfive\nsix\nseven\neight\n".utf8)
        let diff = UnifiedDiff.render(file: "A.swift", before: bytes, edits: [edit(14, 18, "FOUR")])
        XCTAssertEqual(diff, """
            --- a/A.swift
            +++ b/A.swift
            @@ -1,7 +1,7 @@
             one
             two
             three
            -four
            +FOUR
             five
             six
             seven

            """)
    }

    func testUnifiedDiffOfALastLineWithoutNewline() {
        let bytes = Array("a\nb".utf8)
        let diff = UnifiedDiff.render(file: "A.swift", before: bytes, edits: [edit(2, 3, "c")])
        XCTAssertEqual(diff, "--- a/A.swift\n+++ b/A.swift\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n")
    }

    func testFixesAreInTheJSONReportOnlyWhenThereAreAny() {
        let report = Linter.run(sources: [file: """
            import Zerk
            protocol Analytics {}
            final class Firebase: Analytics {}
            func register() { Zerk.store.singleton(Firebase()) }
            final class Screen { @Injected var analytics: Analytics }
            final class Other { @Injected var missing: Missing }
            protocol Missing {}
            """])
        let json = JSONReporter.render(AnalysisResultBuilder.build(report, toolVersion: "1"))
        XCTAssertEqual(json.components(separatedBy: "\"fixes\"").count - 1, 1, json)
        XCTAssertTrue(json.contains("\"replacement\": \" as Analytics\""), json)
    }
}
