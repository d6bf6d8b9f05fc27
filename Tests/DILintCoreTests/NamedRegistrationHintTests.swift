import DILintCore
import XCTest

/// The hint at a key registered only under a name spells the request as the app's wrapper takes a name:
/// Shank's `@Inject("name")`; a copy's wrapper of another name may take it under a label, so it is named only.
final class NamedRegistrationHintTests: XCTestCase {
    private var copy: String {
        get throws {
            let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("Fixtures/Shank/ModuleLabelsCopy/Shank.swift")
            return try String(contentsOf: fixture, encoding: .utf8)
        }
    }

    private func hint(wrapper: String) throws -> String? {
        let shank = try copy.replacingOccurrences(of: "class Inject<", with: "class \(wrapper)<")
        let app = """
            protocol Units {}
            struct Celsius: Units {}
            final class Forecast { @\(wrapper) private var units: Units }
            enum AppContainer {
                static let dependencies = Dependencies { Module("units") { Celsius() as Units } }
                static func start() { dependencies.build() }
            }
            """
        let report = Linter.run(sources: ["App/Shank.swift": shank, "App/App.swift": app])
        return report.diagnostics.first { $0.rule == UnregisteredTypeRule.id }?.notes.first { $0.message.contains("under the name") }?.message
    }

    func testShanksOwnWrapperIsSpeltWithTheName() throws {
        XCTAssertEqual(try hint(wrapper: "Inject"), "'Units' is registered here under the name 'units'; ask for it with @Inject(\"units\"), or register it without a name")
    }

    func testAnotherWrapperIsNotGivenShanksSpelling() throws {
        XCTAssertEqual(try hint(wrapper: "Injected"), "'Units' is registered here under the name 'units'; ask for it by that name with @Injected, or register it without a name")
    }
}
