@testable import DILintCore
import XCTest

/// `Module { Box(value: 3) }` registers 'Box<Int>': the compiler infers the arguments dilint cannot spell.
final class ShankInferredGenericTests: XCTestCase {
    private func report(_ source: String) -> [String] {
        Linter.run(sources: ["App/App.swift": "import Shank\n" + source]).diagnostics.map(\.rule)
    }

    func testAGenericTypeWithoutArgumentsIsNotRead() {
        XCTAssertEqual(report("""
            struct Box<Value> { let value: Value }
            final class Screen { @Inject var box: Box<Int> }
            enum Boot { static func run() { Dependencies { Module { Box(value: 3) } }.build() } }
            """), ["possibly-unregistered", "unanalyzable"])
        XCTAssertEqual(report("""
            final class Screen { @Inject var ids: Set<String> }
            enum Boot { static func run() { Dependencies { Module { Set(["a"]) } }.build() } }
            """), ["possibly-unregistered", "unanalyzable"])
    }

    func testWrittenArgumentsAreTheKey() {
        XCTAssertEqual(report("""
            struct Box<Value> { let value: Value }
            final class Screen { @Inject var box: Box<Int> }
            enum Boot { static func run() { Dependencies { Module { Box<Int>(value: 3) } }.build() } }
            """), [])
        XCTAssertEqual(report("""
            struct Box<Value> { let value: Value }
            final class Screen { @Inject var box: Box<String> }
            enum Boot { static func run() { Dependencies { Module { Box<Int>(value: 3) } }.build() } }
            """), ["unregistered-type"])
    }
}
