@testable import DILintCore
import XCTest

/// Only InjectGrail's generator needs a `RootInjector`; a protocol inheriting `Injector` is what it runs
/// for. Code using the macros alone builds and runs without one.
final class RootInjectorEvidenceTests: XCTestCase {
    private func rootFindings(_ source: String) -> [String] {
        Linter.run(sources: ["App/main.swift": source]).diagnostics.filter { $0.rule == RootInjectorRule.id }
            .map { "\($0.location.line) \($0.severity)" }
    }

    func testMacrosAloneNeedNoRoot() {
        XCTAssertEqual(rootFindings("""
            import InjectGrailMacros
            protocol TestProtocol {}
            struct TestProtocolImpl: TestProtocol {}
            @Needs<TestProtocol>
            class Test {}
            let _ = Test(injector: TestProtocolImpl())
            """), ["5 warning"])
    }

    func testAnInjectorProtocolWithoutARootStopsTheGenerator() {
        XCTAssertEqual(rootFindings("""
            import InjectGrail
            protocol TestInjector: Injector {}
            @Needs<TestInjector>
            class Test {}
            """), ["2 error"])
    }
}
