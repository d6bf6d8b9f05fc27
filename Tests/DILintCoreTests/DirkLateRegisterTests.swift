@testable import DILintCore
import XCTest

/// `register(m)` after `Dirk.start` registers `m`, whatever name the container is reached by; on a receiver
/// dilint cannot trace, what it is given is uncertain, never proved unregistered.
final class DirkLateRegisterTests: XCTestCase {
    private func findings(_ boot: String) -> [String] {
        Linter.run(sources: ["App/App.swift": """
            import Dirk
            protocol Chat {}
            final class LiveChat: Chat {}
            final class ChatScreen { @Inject var chat: Chat }
            \(boot)
            """]).diagnostics.map { "\($0.severity) \($0.rule)" }
    }

    func testRegisterOnALocalBoundToTheContainer() {
        XCTAssertEqual(findings("""
            func boot() {
                try! Dirk.start { Module { } }
                let dirk = try! Dirk.get()
                dirk.register(Module { Factory<Chat> { LiveChat() } })
            }
            """), [])
    }

    func testRegisterOnAParameterOfTheContainersType() {
        XCTAssertEqual(findings("""
            enum ChatFeature {
                static func install(into dirk: Dirk) { dirk.register(Module { Factory<Chat> { LiveChat() } }) }
            }
            func boot() {
                try! Dirk.start { Module { } }
                ChatFeature.install(into: try! Dirk.get())
            }
            """), [])
    }

    func testRegisterOnAnUntracedReceiverIsUncertain() {
        let found = findings("""
            enum Registry { static var container: AnyObject? }
            func boot() {
                try! Dirk.start { Module { } }
                (Registry.container as? Dirk)?.register(Module { Factory<Chat> { LiveChat() } })
            }
            """)
        XCTAssertFalse(found.contains { $0.hasPrefix("error") }, "\(found)")
        XCTAssertTrue(found.contains("note unanalyzable"), "\(found)")
    }
}
