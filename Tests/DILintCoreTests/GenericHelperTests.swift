@testable import DILintCore
import XCTest

/// A module written in a generic function of the project registers what each call binds its generic
/// parameters to; a call whose binding dilint cannot read is an unread place, never a proof.
final class GenericHelperTests: XCTestCase {
    // MARK: binding, as a pure function

    private let single = HelperSignature(genericParameters: ["T"], parameters: [
        HelperParameter(label: nil, name: "type", role: .metatype, generic: "T", hasDefault: false),
        HelperParameter(label: "scope", name: "scope", role: .other, generic: nil, hasDefault: true),
        HelperParameter(label: "make", name: "make", role: .producer, generic: "T", hasDefault: false),
    ])

    private func call(_ arguments: [HelperArgument], generics: [TypeRef] = []) -> HelperReference {
        HelperReference(name: "single", text: "single(…)", location: SourceLocation(file: "A.swift", line: 1, column: 1),
                        genericArguments: generics, arguments: arguments)
    }

    private func closure(building type: String) -> HelperArgument {
        HelperArgument(label: nil, value: .written(.name(type)), implementation: .name(type), isClosure: true)
    }

    func testAMetatypeBindsTheTypeAndTheTrailingClosureTheImplementation() {
        let bound = GenericBinding.bind(single, at: call([HelperArgument(label: nil, metatype: .name("PriceRules")),
                                                         closure(building: "StandardPriceRules")]))
        XCTAssertEqual(bound["T"], GenericBinding.Bound(type: .written(.name("PriceRules")), implementation: .name("StandardPriceRules")))
    }

    func testAParameterWithADefaultMayBeSkippedOrPassed() {
        let passed = GenericBinding.bind(single, at: call([HelperArgument(label: nil, metatype: .name("Clock")),
                                                          HelperArgument(label: "scope", value: .written(.name("String"))),
                                                          closure(building: "SystemClock")]))
        XCTAssertEqual(passed["T"]?.type, .written(.name("Clock")))
    }

    func testAnUnreadableMetatypeLeavesTheTypeUnknownWhateverTheClosureBuilds() {
        // `single(kind) { SystemClock() }` with `kind: Clock.Type`: T is Clock, not SystemClock.
        let bound = GenericBinding.bind(single, at: call([HelperArgument(label: nil), closure(building: "SystemClock")]))
        XCTAssertNil(bound["T"])
    }

    func testWithoutAMetatypeTheClosuresResultBindsTheType() {
        let built = HelperSignature(genericParameters: ["T"], parameters: [
            HelperParameter(label: nil, name: "make", role: .producer, generic: "T", hasDefault: false),
        ])
        XCTAssertEqual(GenericBinding.bind(built, at: call([closure(building: "CatalogViewModel")]))["T"]?.type,
                       .written(.name("CatalogViewModel")))
    }

    func testExplicitGenericArgumentsComeFirst() {
        let bound = GenericBinding.bind(single, at: call([HelperArgument(label: nil, metatype: .name("Other"))], generics: [.name("Clock")]))
        XCTAssertEqual(bound["T"]?.type, .written(.name("Clock")))
    }

    func testALabelThatMatchesNoParameterBindsNothing() {
        let bound = GenericBinding.bind(single, at: call([HelperArgument(label: "named", metatype: .name("Clock"))]))
        XCTAssertNil(bound["T"])
    }

    // MARK: what the linked graph holds

    private static let helpers = """
        import Dirk
        func single<T>(_ type: T.Type, _ make: @escaping () -> T) -> Module {
            Module { Singleton<T> { make() } }
        }
        """

    func testEachCallRegistersItsOwnTypeAtTheCall() {
        let report = Linter.run(sources: ["Helpers.swift": Self.helpers, "App.swift": """
            import Dirk
            protocol Clock {}
            final class SystemClock: Clock {}
            protocol Rules {}
            final class StandardRules: Rules {}
            func boot() throws {
                try Dirk.start {
                    single(Clock.self) { SystemClock() }
                    single(Rules.self) { StandardRules() }
                }
            }
            """])
        let registered = report.graph.registrations.map { "\($0.key) \($0.implementation?.canonical ?? "-") \($0.location.file):\($0.location.line)" }
        XCTAssertEqual(registered.sorted(), ["Clock SystemClock App.swift:8", "Rules StandardRules App.swift:9"])
        XCTAssertTrue(report.graph.unreadProviders.isEmpty)
    }

    func testACallWhoseTypeCannotBeReadIsAnUnreadPlaceNotAProof() {
        let report = Linter.run(sources: ["Helpers.swift": Self.helpers, "App.swift": """
            import Dirk
            protocol Clock {}
            final class SystemClock: Clock {}
            final class Screen { @Inject var clock: Clock }
            func boot(kind: Clock.Type) throws {
                try Dirk.start { single(kind) { SystemClock() } }
            }
            """])
        XCTAssertEqual(report.diagnostics.filter { $0.severity == .error }.map(\.rule), [])
        XCTAssertEqual(report.diagnostics.filter { $0.rule == PossiblyUnregisteredRule.id }.map(\.location.line), [4])
        XCTAssertEqual(report.graph.unreadProviders.map(\.location.line), [6])
        XCTAssertEqual(report.diagnostics.filter { $0.rule == "unanalyzable" }.map(\.message),
                       ["cannot tell which type this Singleton provides: `single(kind) { SystemClock() }` does not say what `T` is, so its key is only known at run time"])
    }

    func testAHelperNoStartCallsRegistersNothingAndHidesNothing() {
        let report = Linter.run(sources: ["Helpers.swift": Self.helpers, "App.swift": """
            import Dirk
            protocol Clock {}
            final class Screen { @Inject var clock: Clock }
            func boot() throws { try Dirk.start { Module { } } }
            """])
        XCTAssertTrue(report.graph.registrations.isEmpty)
        XCTAssertEqual(report.diagnostics.filter { $0.rule == UnregisteredTypeRule.id }.map(\.location.line), [3])
    }

    func testATestStartCallingTheAppsHelperRegistersIntoTheTestsContainer() {
        let report = Linter.run(sources: ["App/Helpers.swift": Self.helpers, "Tests/AppTests.swift": """
            import Dirk
            protocol Clock {}
            final class FixedClock: Clock {}
            func bootForTests() throws { try Dirk.start { single(Clock.self) { FixedClock() } } }
            """])
        XCTAssertEqual(report.graph.registrations.map(\.codeClass), [.test])
    }
}
