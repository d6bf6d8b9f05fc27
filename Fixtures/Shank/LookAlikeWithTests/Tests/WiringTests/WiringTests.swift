import XCTest
@testable import Wiring

struct Clock: Defaultable { static func makeDefault() -> Any { Clock() } }
protocol Greeter {}
struct English: Greeter {}

final class WiringTests: XCTestCase {
    @Injected var clock: Clock
    @Injected var greeter: Greeter

    override func setUp() {
        Dependencies { Module { English() as Greeter } }.build()
    }

    func testFallsBackToDefaults() {
        _ = clock
        _ = greeter
    }
}
