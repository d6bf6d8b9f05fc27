import DILintCore
import XCTest

/// What `captive-dependency` says, beyond whether it triggers (RuleExampleTests covers that).
final class CaptiveDependencyTests: XCTestCase {
    private func findings(_ source: String) -> [Diagnostic] {
        Linter.run(sources: ["App/App.swift": source]).diagnostics.filter { $0.rule == "captive-dependency" }
    }

    func testOneProviderUnderSeveralKeysIsOneFindingNamingEveryKey() {
        let found = findings("""
            import Zerk
            protocol Payments {}
            protocol Checkout {}
            final class Cart { var items: [String] = [] }
            final class Stripe: Payments, Checkout { init(cart: Cart) {} }
            func register() {
                Zerk.store
                    .transient(Cart())
                    .singleton(Payments.self, Checkout.self) { storage in Stripe(cart: storage.restore()) }
            }
            """)
        XCTAssertEqual(found.map(\.message), [
            "singleton 'Checkout' (also registered as 'Payments') resolves transient 'Cart' while it is built and keeps that one instance forever; register 'Cart' as a singleton if one instance is right, or read it through an @Injected property, which builds a transient on each read",
        ])
        XCTAssertEqual(found.first?.location.line, 9)
        XCTAssertEqual(found.first?.notes.map { $0.location?.line }, [9, 8])
    }

    func testADuplicateKeyWithAnotherLifetimeIsNotGuessed() {
        // Which provider of 'Cart' wins decides the lifetime; duplicate-registration reports that.
        XCTAssertEqual(findings("""
            import Dirk
            final class Cart { var items: [String] = [] }
            final class Checkout { init(cart: Cart) {} }
            func boot() {
                try! Dirk.start {
                    Module {
                        Factory { Cart() }
                        Singleton { Cart() }
                        Singleton { Checkout(cart: try $0.get()) }
                    }
                }
            }
            """).count, 0)
        XCTAssertEqual(findings("""
            import Dirk
            final class Cart { var items: [String] = [] }
            final class Checkout { init(cart: Cart) {} }
            func boot() { try! Dirk.start { Module { Factory { Cart() }; Singleton { Checkout(cart: try $0.get()) } } } }
            """).count, 1, "with the Factory alone it is reported")
    }

    func testASuppressionAtTheRequestApplies() {
        let source = """
            import Dirk
            final class Cart { var items: [String] = [] }
            final class Checkout { init(cart: Cart) {} }
            func boot() {
                try! Dirk.start {
                    Module {
                        Factory { Cart() }
                        // dilint:disable-next-line captive-dependency -- the cart is per app run on purpose
                        Singleton { Checkout(cart: try $0.get()) }
                    }
                }
            }
            """
        XCTAssertEqual(findings(source).count, 0)
        let unsuppressed = source.split(separator: "\n").filter { !$0.contains("dilint:disable") }.joined(separator: "\n")
        XCTAssertEqual(findings(unsuppressed).count, 1, "without the comment it is reported")
    }

    /// A kept instance differs from a new one when it holds anything of its own: a `var`, a value made per
    /// instance, or a short-lived dependency that does.
    func testOnlyAClassThatHoldsNothingOfItsOwnIsLeftOut() {
        func captive(_ declaration: String) -> Int {
            findings("""
                import Dirk
                import Foundation
                final class Clock { var now = Date() }
                final class Draft { var text = "" }
                \(declaration)
                final class Editor { init(helper: Helper) {} }
                func boot() {
                    try! Dirk.start {
                        Module {
                            Singleton { Clock() }
                            Factory { Draft() }
                            Factory { Helper(clock: try $0.get(), draft: try $0.get()) }
                            Singleton { Editor(helper: try $0.get()) }
                        }
                    }
                }
                """).count
        }
        XCTAssertEqual(captive("final class Helper { let clock: Clock; init(clock: Clock, draft: Draft) { self.clock = clock } }"), 0)
        XCTAssertEqual(captive("final class Helper { var clock: Clock; init(clock: Clock, draft: Draft) { self.clock = clock } }"), 1)
        XCTAssertEqual(captive("final class Helper { let id = UUID(); init(clock: Clock, draft: Draft) {} }"), 1)
        XCTAssertEqual(captive("final class Helper { let draft: Draft; init(clock: Clock, draft: Draft) { self.draft = draft } }"), 1)
        XCTAssertEqual(captive("final class Helper: NSObject { init(clock: Clock, draft: Draft) {} }"), 1)
    }
}
