@testable import DILintCore
import XCTest

/// Code with requests and no `Dirk.start` fails with notStarted, unless it is a library whose Module
/// subclass the app using it passes to its own start, out of sight: a warning then, not a proof.
final class DirkLibraryWithoutStartTests: XCTestCase {
    private func findings(_ code: String) -> [String] {
        Linter.run(sources: ["FeatureKit/FeatureKit.swift": """
            import Dirk
            public protocol Analytics {}
            public final class CheckoutFlow { @Inject var analytics: Analytics; public init() {} }
            \(code)
            """]).diagnostics.map { "\($0.severity) \($0.rule)" }
    }

    func testALibraryModuleLeavesTheStartToItsApp() {
        XCTAssertEqual(findings("""
            public final class FeatureKitModule: Module {
                public init() { super.init { Factory { CheckoutFlow() } } }
            }
            """), ["warning missing-bootstrap"])
    }

    func testWithoutAModuleTypeNothingStartsIt() {
        XCTAssertEqual(findings(""), ["error missing-bootstrap"])
    }

    func testAModuleValueIsNoLibrarysModule() {
        let found = findings("""
            let module = Module { Factory { CheckoutFlow() } }
            """)
        XCTAssertTrue(found.contains("error missing-bootstrap"), "\(found)")
    }
}
