@testable import DILintCore
import XCTest

/// `.singleton(Box(3))` stores `Box<Int>`: Swift infers the arguments, so a key naming a generic type of the
/// analysed code without them (or with its own parameter names) is not read, and the requests it might
/// answer are possibly-unregistered, not errors.
final class ZerkInferredGenericKeyTests: XCTestCase {
    private func findings(_ app: String) -> [String] {
        Linter.run(sources: ["App/App.swift": "import Zerk\nfinal class Box<T> { init(_ value: T) {} }\nstruct User {}\n" + app]).diagnostics
            .filter { $0.severity != .note || $0.rule == "possibly-unregistered" }
            .map { "\($0.severity) \($0.rule) \($0.type ?? "")" }
    }

    func testAnInitializerCallWithInferredArgumentsIsNotRead() {
        XCTAssertEqual(findings("""
            func register() { Zerk.store.singleton(Box(3)).singleton(Box("title")) }
            final class Screen { @Injected var count: Box<Int>; @Injected var title: Box<String> }
            """), ["note possibly-unregistered Box<Int>", "note possibly-unregistered Box<String>"])
    }

    func testAClosureResultWithInferredArgumentsIsNotRead() {
        XCTAssertEqual(findings("""
            func register() { Zerk.store.singleton { _ in Box(User()) } }
            final class Screen { @Injected var user: Box<User> }
            """), ["note possibly-unregistered Box<User>"])
    }

    func testAFactoryReturningTheTypesOwnParametersIsNotRead() {
        XCTAssertEqual(findings("""
            final class Repository<Model> {
                init() {}
                static func make() -> Repository<Model> { Repository() }
            }
            func register() { Zerk.store.singleton(Repository<User>.make()) }
            final class Screen { @Injected var users: Repository<User> }
            """), ["note possibly-unregistered Repository<User>"])
    }

    func testWrittenArgumentsStillKeyTheRegistration() {
        XCTAssertEqual(findings("""
            func register() { Zerk.store.singleton(Box<Int>(3)).singleton(Box(3) as Box<Int>) }
            final class Screen { @Injected var count: Box<Int>; @Injected var title: Box<String> }
            """), ["warning duplicate-registration Box<Int>", "error unregistered-type Box<String>"])
    }

    func testAnEnclosingTypesArgumentsAreNotPartOfTheKey() {
        XCTAssertEqual(findings("""
            enum Outer<T> { final class Inner { init() {} } }
            func register() { Zerk.store.singleton(Outer<Int>.Inner()) }
            final class Screen { @Injected var inner: Outer<Int>.Inner; @Injected var missing: Box<User> }
            """), ["error unregistered-type Box<User>"])
    }
}
