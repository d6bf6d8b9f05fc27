import DILintCore
import XCTest

/// `dilint diff`'s comparison: by fingerprint and by what the graph says, never by line numbers.
final class RevisionComparisonTests: XCTestCase {
    private let project = """
        import Dirk
        protocol Store {}
        final class Disk: Store {}
        final class Settings { @Inject var store: Store }
        final class Screen { @Inject var missing: Analytics }
        protocol Analytics {}
        func boot() { try! Dirk.start { Module { Factory<Store> { Disk() } } } }
        """

    func testCodeThatOnlyMovedIsNoChange() {
        let before = Linter.run(sources: ["App/App.swift": project])
        let after = Linter.run(sources: ["App/App.swift": "\n\n// moved down\n" + project])
        let comparison = RevisionComparison(before: before, after: after)
        XCTAssertTrue(comparison.isNoChange)
        XCTAssertEqual(comparison.stillPresent.map(\.rule), ["unregistered-type"])
        XCTAssertFalse(comparison.introducesErrors)
    }

    func testARemovedProviderIsOneRegistrationOneEdgeLessAndAnIntroducedError() {
        let before = Linter.run(sources: ["App/App.swift": project])
        let after = Linter.run(sources: ["App/App.swift": project.replacingOccurrences(of: "Factory<Store> { Disk() }", with: "")])
        let comparison = RevisionComparison(before: before, after: after)
        XCTAssertEqual(comparison.introduced.map(\.type), ["Store"])
        XCTAssertTrue(comparison.introducesErrors)
        XCTAssertEqual(comparison.fixed.count, 0)
        XCTAssertEqual(comparison.graphChanges.count, 1)
        XCTAssertEqual(comparison.graphChanges.first?.registrations.removed, ["'Store' (factory, Factory) built as 'Disk'"])
        XCTAssertEqual(comparison.graphChanges.first?.registrations.added, [])
        XCTAssertEqual(comparison.graphChanges.first?.requests.isEmpty, true, "the requests did not change")
    }
}
