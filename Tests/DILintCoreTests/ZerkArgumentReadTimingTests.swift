@testable import DILintCore
import XCTest

/// An `arguments.name` read that may not run on every build is no proof that a request without it crashes.
final class ZerkArgumentReadTimingTests: XCTestCase {
    private func findings(_ files: [String: String]) -> [String] {
        Linter.run(sources: files).diagnostics
            .filter { $0.severity != .note }
            .map { "\($0.severity) \($0.rule) \($0.type ?? "")" }
    }

    private func findings(_ app: String) -> [String] {
        findings(["App/App.swift": "import Zerk\nprotocol Chat {}\nfinal class LiveChat: Chat {}\n" + app])
    }

    func testAnArgumentReadThatMayNotRunIsNotAProof() {
        for read in ["Box(onTap: { print(args.id as Int) })", "Box(size: flag ? args.size : 2)",
                     "Box(size: flag && args.big ? 1 : 2)", "{ if flag { return Box(size: 1) }; return Box(size: args.size) }()"] {
            XCTAssertEqual(findings("""
                let flag = false
                final class Box: Chat { init(size: Int = 0, onTap: @escaping () -> Void = {}) {} }
                func register() { Zerk.store.transient { _, args in \(read) as Chat } }
                final class Screen { @Injected var chat: Chat }
                """), [], read)
        }
    }

    func testAnArgumentReadEveryBuildMakesIsStillChecked() {
        XCTAssertEqual(findings("""
            final class Box: Chat { init(size: Int) {} }
            func register() { Zerk.store.transient { _, args in [1].map { _ in Box(size: args.size) }[0] as Chat } }
            final class Screen { @Injected var chat: Chat }
            """), ["error argument-mismatch Chat"])
    }
}
