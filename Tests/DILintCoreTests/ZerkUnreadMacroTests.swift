@testable import DILintCore
import XCTest

/// An app's freestanding macro expands to code dilint never reads, which may register: the keys it may
/// register are possibly-unregistered, not errors. The compiler's and the SDKs' macros register nothing.
final class ZerkUnreadMacroTests: XCTestCase {
    private func findings(_ app: String) -> [String] {
        Linter.run(sources: ["App/App.swift": "import Zerk\nprotocol API {}\nfinal class LiveAPI: API {}\n" + app]).diagnostics
            .filter { $0.severity != .note || $0.rule == "possibly-unregistered" }
            .map { "\($0.severity) \($0.rule) \($0.type ?? "")" }
    }

    func testAnAppMacroInTheBootstrapMayRegister() {
        XCTAssertEqual(findings("""
            enum Setup { static func register() { #register(LiveAPI.self, as: API.self) } }
            final class Screen { @Injected var api: API }
            """), ["note possibly-unregistered API"])
    }

    func testADeclarationMacroMayRegister() {
        XCTAssertEqual(findings("""
            enum Setup { #registrations(LiveAPI.self) }
            final class Screen { @Injected var api: API }
            """), ["note possibly-unregistered API"])
    }

    func testTheCompilersMacrosRegisterNothing() {
        XCTAssertEqual(findings("""
            enum Setup { static func register() { print(#function, #line); #warning("later") } }
            final class Screen { @Injected var api: API }
            """), ["error unregistered-type API"])
    }
}
