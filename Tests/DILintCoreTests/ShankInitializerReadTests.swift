@testable import DILintCore
import XCTest

/// A cycle through `@Inject` properties is a certain stack overflow only when every initializer of each
/// owner reads the property on every path; otherwise it is a warning (a cycle through a lazy edge).
final class ShankInitializerReadTests: XCTestCase {
    private func rules(first firstInit: String) -> [String] {
        Linter.run(sources: ["App/App.swift": """
            import Shank
            protocol A: AnyObject {}
            protocol B: AnyObject { var flag: Bool { get } }
            final class AImpl: A {
                @Inject private var b: B
                var flag = false
            \(firstInit)
            }
            final class BImpl: B {
                @Inject private var a: A
                var flag = false
                init() { _ = a }
            }
            final class Screen { @Inject var a: A }
            enum Boot { static func run() { Dependencies {
                Module { AImpl() as A }
                Module { BImpl() as B }
            }.build() } }
            """]).diagnostics.filter { $0.severity == .error }.map(\.rule)
    }

    func testAnUnconditionalReadIsACycle() {
        XCTAssertEqual(rules(first: "    init() { flag = b.flag }"), ["dependency-cycle"])
        XCTAssertEqual(rules(first: "    init() { defer { flag = self.b.flag } }"), ["dependency-cycle"])
        XCTAssertEqual(rules(first: "    init() { if b.flag { flag = true } }"), ["dependency-cycle"])
    }

    func testAReadOnSomePathsIsNot() {
        XCTAssertEqual(rules(first: "    init(load: Bool = false) { if load { flag = b.flag } }"), [])
        XCTAssertEqual(rules(first: "    init(load: Bool = false) { guard load else { return }; flag = b.flag }"), [])
        XCTAssertEqual(rules(first: "    init(load: Bool = false) { flag = load && b.flag }"), [])
        XCTAssertEqual(rules(first: "    init?(load: () throws -> Void) { do { try load() } catch { return nil }; flag = b.flag }"), [])
        XCTAssertEqual(rules(first: "    init() { do { try check() } catch { print(error) }; flag = b.flag }\n    func check() throws {}"), ["dependency-cycle"])
        XCTAssertEqual(rules(first: "    init(other: AImpl? = nil) { other?.use(b) }\n    func use(_ b: B) {}"), [])
    }

    func testAReadByOneOfSeveralInitializersIsNot() {
        XCTAssertEqual(rules(first: "    init() {}\n    init(eager: Bool) { flag = b.flag }"), [])
    }

    func testALocalOfTheSameNameIsNoRead() {
        XCTAssertEqual(rules(first: "    init() { let b = 1; flag = b > 0 }"), [])
        XCTAssertEqual(rules(first: "    init() { for b in [true] { flag = b } }"), [])
    }

    func testAnInitializerThatNeverReturnsDoesNotSpeakForTheType() {
        XCTAssertEqual(rules(first: "    init() { flag = b.flag }\n    init?(coder: Int) { fatalError(\"not implemented\") }"), ["dependency-cycle"])
    }

    func testADelegatingInitializerRunsTheDesignatedOne() {
        XCTAssertEqual(rules(first: "    init() { flag = b.flag }\n    convenience init(x: Int) { self.init() }"), ["dependency-cycle"])
    }
}
