@testable import DILintCore
import XCTest

/// Shank keys by what `String(describing:)` prints: no backticks, no marker protocols in a composition,
/// and module names compared as the strings the literals stand for.
final class ShankRuntimeNameTests: XCTestCase {
    private func rules(_ source: String) -> [String] {
        Linter.run(sources: ["App/App.swift": "import Shank\n" + source]).diagnostics.map { "\($0.rule) \($0.location.line)" }
    }

    func testSendableInACompositionIsNotPartOfTheKey() {
        XCTAssertEqual(rules("""
            protocol API {}
            final class Live: API, @unchecked Sendable {}
            protocol Loader {}
            final class Disk: Loader, @unchecked Sendable {}
            final class Screen {
                @Inject var api: API
                @Inject var loader: any Loader & Sendable
            }
            enum Boot { static func run() { Dependencies {
                Module { Live() as any API & Sendable }
                Module { Disk() as Loader }
            }.build() } }
            """), [])
        XCTAssertEqual(TypeRef.composition([.path(["Sendable"]), .path(["P"])]).shankRuntimeName, .path(["P"]))
        XCTAssertEqual(TypeRef.path(["Sendable"]).shankRuntimeName.unqualified, "Any")
    }

    func testTheSameKeySpeltTwoWaysIsADuplicateNotACollision() {
        XCTAssertEqual(rules("""
            protocol P {}
            final class A: P, @unchecked Sendable {}
            final class B: P {}
            final class Screen { @Inject var p: P }
            enum Boot { static func run() { Dependencies {
                Module { A() as P & Sendable }
                Module { B() as P }
            }.build() } }
            """), ["duplicate-registration 8"])
    }

    func testBackticksAreNotPartOfTheKey() {
        XCTAssertEqual(rules("""
            protocol Roaster {}
            final class Dark: Roaster {}
            final class Screen { @Inject var roaster: Roaster }
            enum Boot { static func run() { Dependencies { Module { `Dark`() as `Roaster` } }.build() } }
            """), [])
    }

    func testAConcreteRegistrationStillMissesTheProtocol() {
        XCTAssertEqual(rules("""
            protocol Grinder {}
            final class Burr: Grinder {}
            final class Screen { @Inject var grinder: Grinder & Sendable }
            enum Boot { static func run() { Dependencies { Module { Burr() } }.build() } }
            """), ["unregistered-type 4"])
    }

    func testModuleNamesAreComparedAsTheStringsTheyStandFor() {
        XCTAssertEqual(rules(##"""
            protocol Endpoint {}
            struct Fixed: Endpoint {}
            final class Client {
                @Inject("cdn-eu") var cdn: Endpoint
                @Inject(#"tab\#tsep"#) var tab: Endpoint
                @Inject(#"quote"d"#) var quoted: Endpoint
            }
            enum Boot { static func run() { Dependencies {
                Module("cdn\u{2D}eu") { Fixed() as Endpoint }
                Module("tab\tsep") { Fixed() as Endpoint }
                Module("quote\"d") { Fixed() as Endpoint }
            }.build() } }
            """##), [])
    }
}
