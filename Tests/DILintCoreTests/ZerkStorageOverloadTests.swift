@testable import DILintCore
import XCTest

/// A builder whose parameters are exactly `DependencyRestoring` (and `DependencyArguments`) is a storage
/// overload: it passes the storage on and restores no `DependencyRestoring`. Other types are restored.
final class ZerkStorageOverloadTests: XCTestCase {
    private func findings(_ app: String) -> [String] {
        Linter.run(sources: ["App/App.swift": "import Zerk\nprotocol Player {}\n" + app]).diagnostics
            .filter { $0.severity != .note || $0.rule == "possibly-unregistered" }
            .map { "\($0.severity) \($0.rule) \($0.type ?? "")" }
    }

    func testAStorageParameterPassedToAnInitializerIsTheStorageOverload() {
        XCTAssertEqual(findings("""
            final class VideoPlayer: Player { init(resolver: DependencyRestoring) {} }
            final class Editor { init(container: DependencyRestoring, options: DependencyArguments) {} }
            final class Mixer { init(resolver: DependencyRestoring) {} }
            func register() {
                Zerk.store.singleton { storage in VideoPlayer(resolver: storage) as Player }
                Zerk.store.transient { storage, arguments in Editor(container: storage, options: arguments) }
                Zerk.store.singleton(Mixer.init(resolver:))
            }
            final class Screen { @Injected var player: Player; @Injected var editor: Editor; @Injected var mixer: Mixer }
            """), [])
    }

    func testOtherParameterTypesAreStillRestored() {
        XCTAssertEqual(findings("""
            final class Exporter { init(store: DependencyStoring) {} }
            final class Recorder { init(resolver: DependencyRestoring, player: Player) {} }
            func register() {
                Zerk.store.singleton { storage in Exporter(store: storage) }
                Zerk.store.singleton { storage, player in Recorder(resolver: storage, player: player) }
            }
            final class Screen { @Injected var exporter: Exporter; @Injected var recorder: Recorder }
            """), ["error unregistered-type DependencyStoring", "error unregistered-type DependencyRestoring",
                   "error unregistered-type Player"])
    }
}
