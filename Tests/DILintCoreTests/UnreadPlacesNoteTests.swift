import DILintCore
import XCTest

/// A request that only unread code may serve counts every unread place in its message; the notes show the
/// first three and say how many more there are, so the two never disagree.
final class UnreadPlacesNoteTests: XCTestCase {
    private func notes(helpers count: Int) throws -> [String] {
        let calls = Array(repeating: "Helpers.make()", count: count).joined(separator: "; ")
        let source = """
            import Shank
            protocol HTTPClient {}
            final class Session { @Inject var client: HTTPClient }
            enum Helpers { static func make() -> Module { Module { 1 } } }
            func boot() { Dependencies { \(calls) }.build() }
            """
        let finding = try XCTUnwrap(Linter.run(sources: ["App/App.swift": source]).diagnostics.first { $0.rule == PossiblyUnregisteredRule.id })
        XCTAssertTrue(finding.message.contains("\(count) places it could not read"), finding.message)
        return finding.notes.map(\.message).filter { $0.contains("could not read") }
    }

    func testFiveUnreadPlacesShowThreeAndSayTwoMore() throws {
        let shown = try notes(helpers: 5)
        XCTAssertEqual(shown.count, 4)
        XCTAssertEqual(shown.last, "and 2 more places dilint could not read")
    }

    func testThreeUnreadPlacesAreAllShown() throws {
        XCTAssertEqual(try notes(helpers: 3).count, 3)
    }

    /// A request by name is no proof either while unread code may register a module of that name.
    func testANameOnlyUnreadCodeMayRegisterIsNotAnError() {
        let source = """
            import Shank
            protocol Store {}
            final class Screen { @Inject("cache") var store: Store }
            enum Helpers { static func make() -> Module { Module { 1 } } }
            func boot() { Dependencies { Helpers.make() }.build() }
            """
        let found = Linter.run(sources: ["App/App.swift": source]).diagnostics.filter { $0.location.line == 3 }
        XCTAssertEqual(found.map(\.rule), [PossiblyUnregisteredRule.id])
        XCTAssertEqual(found.map(\.severity), [.note])
    }
}
