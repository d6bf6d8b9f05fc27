@testable import DILintCore
import XCTest

/// Two types under one unqualified key: the last registration replaces the other. That crashes only when
/// the replaced type is requested and the value that wins is not one; the finding says what is proved.
final class KeyCollisionSeverityTests: XCTestCase {
    private func collisions(_ app: String) -> [Diagnostic] {
        Linter.run(sources: ["App.swift": app]).diagnostics.filter { $0.rule == KeyCollisionRule.id }
    }

    private func app(shippingConformsToPayments: Bool, request: String) -> String {
        """
        import Shank
        enum Payments { protocol Service {} }
        enum Shipping {
            protocol Service {}
            struct Parcel: Service\(shippingConformsToPayments ? ", Payments.Service" : "") {}
        }
        struct Stripe: Payments.Service {}
        let dependencies = Dependencies {
            Module { Stripe() as Payments.Service }
            Module { Shipping.Parcel() as Shipping.Service }
        }
        final class Checkout { \(request) }
        func start() { dependencies.build() }
        """
    }

    func testTheReplacedTypeRequestedAndTheWinnerNotOneIsAnError() {
        XCTAssertEqual(collisions(app(shippingConformsToPayments: false, request: "@Inject var payments: Payments.Service")).map(\.severity),
                       [.error])
    }

    func testNothingRequestingTheReplacedTypeIsAWarning() {
        XCTAssertEqual(collisions(app(shippingConformsToPayments: false, request: "@Inject var shipping: Shipping.Service")).map(\.severity),
                       [.warning])
    }

    func testAWinnerThatIsAlsoOfTheReplacedTypeIsNoFinding() {
        XCTAssertEqual(collisions(app(shippingConformsToPayments: true, request: "@Inject var payments: Payments.Service")), [])
    }

    /// A module registered under a protocol with no implementation dilint read may hold any conforming value.
    func testAWinnerKnownOnlyByAProtocolKeyIsAWarning() {
        let source = app(shippingConformsToPayments: false, request: "@Inject var payments: Payments.Service")
            .replacingOccurrences(of: "Module { Shipping.Parcel() as Shipping.Service }", with: "Module { makeShipping() as Shipping.Service }")
            + "\nfunc makeShipping() -> Shipping.Service { Shipping.Parcel() }\n"
        XCTAssertEqual(collisions(source).map(\.severity), [.warning])
    }
}
