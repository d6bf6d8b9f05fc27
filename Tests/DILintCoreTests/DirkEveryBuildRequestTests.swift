@testable import DILintCore
import XCTest

/// A request that runs for some builds of its owner only (on a branch, after an early exit, in a default
/// argument, in an initializer the provider may not call) cannot prove that building recurses: the cycle
/// through it is a warning. One every build runs stays an error.
final class DirkEveryBuildRequestTests: XCTestCase {
    private func cycles(player: String, provider: String = "Player()") -> [String] {
        Linter.run(sources: ["App/App.swift": """
            import Dirk
            \(player)
            final class Queue { let player: Player; init(player: Player) { self.player = player } }
            func boot() {
                try! Dirk.start { Module { Singleton { \(provider) }; Singleton { try Queue(player: $0.get()) } } }
            }
            final class Screen { @Inject var queue: Queue }
            """]).diagnostics.filter { $0.rule == "dependency-cycle" }.map { "\($0.severity)" }
    }

    func testTheOnlyInitializerRunsOnEveryBuild() {
        XCTAssertEqual(cycles(player: "final class Player { var queue: Queue?; init() { queue = try! inject(Queue.self) } }"), ["error"])
    }

    func testAClassPropertyInitialValueRunsOnEveryBuild() {
        XCTAssertEqual(cycles(player: "final class Player { let queue: Queue = try! inject() }"), ["error"])
    }

    func testAnInitializerThatOnlyTrapsDoesNotCount() {
        XCTAssertEqual(cycles(player: """
            final class Player { var queue: Queue?
                init() { queue = try! inject(Queue.self) }
                required init?(coder: Int) { fatalError("no storyboards") }
            }
            """), ["error"])
    }

    func testAConvenienceInitializerTheProviderDoesNotCall() {
        XCTAssertEqual(cycles(player: """
            final class Player { var queue: Queue?; let name: String
                init(name: String) { self.name = name }
                convenience init() { self.init(name: "mini"); queue = try! inject(Queue.self) }
            }
            """, provider: "Player(name: \"main\")"), ["warning"])
    }

    func testOneOfSeveralInitializers() {
        XCTAssertEqual(cycles(player: """
            final class Player { var queue: Queue?
                init(name: String) {}
                init() { queue = try! inject(Queue.self) }
            }
            """, provider: "Player(name: \"main\")"), ["warning"])
    }

    func testARequestOnABranch() {
        XCTAssertEqual(cycles(player: """
            final class Player { var queue: Queue?
                init(verbose: Bool) { if verbose { queue = try! inject(Queue.self) } }
            }
            """, provider: "Player(verbose: false)"), ["warning"])
    }

    func testARequestAfterAnEarlyExit() {
        XCTAssertEqual(cycles(player: """
            final class Player { var queue: Queue?
                init(name: String) { guard name != "system" else { return }; queue = try! inject(Queue.self) }
            }
            """, provider: "Player(name: \"system\")"), ["warning"])
    }

    func testARequestRightOfNilCoalescing() {
        XCTAssertEqual(cycles(player: """
            final class Player { let queue: Queue?
                init(queue: Queue?) { self.queue = queue ?? (try! inject(Queue.self)) }
            }
            """, provider: "Player(queue: nil)"), ["warning"])
    }

    func testADefaultArgumentTheProviderPasses() {
        XCTAssertEqual(cycles(player: """
            final class Player { let queue: Queue?
                init(queue: Queue? = try! inject(Queue.self)) { self.queue = queue }
            }
            """, provider: "Player(queue: nil)"), ["warning"])
    }

    func testAStructVarDefaultIsAMemberwiseDefaultArgument() {
        XCTAssertEqual(cycles(player: "struct Player { var queue: Queue = try! inject(Queue.self); var name = \"\" }",
                              provider: "Player(queue: Queue.placeholder)"), ["warning"])
    }

    func testAStructLetDefaultRunsOnEveryBuild() {
        XCTAssertEqual(cycles(player: "struct Player { let queue: Queue = try! inject(Queue.self) }"), ["error"])
    }
}
