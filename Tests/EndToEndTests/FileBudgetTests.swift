import Foundation
import XCTest

/// One file may cost only so much processor time and memory (`--file-time-limit`, `--file-memory-limit`):
/// past that it is skipped with one warning naming the limit, the run goes on, and no finding rests on
/// what the file may hold.
final class FileBudgetTests: XCTestCase {
    private var project: TemporaryProject!

    override func setUpWithError() throws { project = try TemporaryProject(prefix: "dilint-budget") }
    override func tearDownWithError() throws { project.remove() }

    /// A Dirk app whose one registration is missing: an error while every file is read.
    private func writeApp() throws {
        try project.write("""
            import Dirk
            final class Checkout { @Inject var cart: Cart }
            final class Cart {}
            func boot() { try! Dirk.start { Module { Factory { Checkout() } } } }
            """, to: "App/Checkout.swift")
    }

    /// Within every nesting limit, and still minutes of parsing: each depth-16 array literal doubles
    /// swift-syntax's work per level (the reproducer: 1,000 such lines).
    private func slowFile(_ prefix: String, lines: Int = 1_000) -> String {
        prefix + (0..<lines).map { "let a\($0) = " + String(repeating: "[", count: 16) + "1" + String(repeating: "]", count: 16) }
            .joined(separator: "\n") + "\n"
    }

    func testAFileThatTakesTooLongIsSkippedAndItsAbsenceProvesNothing() throws {
        try writeApp()
        try project.write(slowFile("import Dirk\n"), to: "App/Slow.swift")
        let result = try DilintProcess.run(["lint", "--file-time-limit", "0.5"], in: project.url)
        XCTAssertEqual(result.stderr.components(separatedBy: "\n").filter { $0.contains("App/Slow.swift") },
                       ["dilint: warning: App/Slow.swift: skipped: reading it took more than 0.5 s of processor time (--file-time-limit)"])
        XCTAssertEqual(result.exitCode, 0, result.stdout)
        XCTAssertTrue(result.stdout.contains("no code dilint read registers 'Cart' with Dirk, but a place it could not read may"), result.stdout)
        XCTAssertTrue(result.stdout.contains("App/Slow.swift:1:1: note: dilint did not read this file (reading it took more than 0.5 s"),
                      result.stdout)
    }

    /// The same file once it spells no DI code: nothing it could hold changes a finding, and the error stands.
    func testASkippedFileWithoutDICodeLeavesTheErrorsAProof() throws {
        try writeApp()
        try project.write(slowFile("// padding\n"), to: "App/Slow.swift")
        let result = try DilintProcess.run(["lint", "--file-time-limit", "0.5", "--full-parse"], in: project.url)
        XCTAssertTrue(result.stderr.contains("App/Slow.swift: skipped: reading it took more than 0.5 s"), result.stderr)
        XCTAssertEqual(result.exitCode, 1, result.stdout)
        XCTAssertTrue(result.stdout.contains("'Cart' is not registered with Dirk"), result.stdout)
    }

    /// Framework copies, manifests and re-exports are parsed before extraction, from files a word
    /// (`@resultBuilder`) picks: that parse is held to the budget too, and the file is skipped once.
    func testTheParseBeforeExtractionIsHeldToTheBudget() throws {
        try writeApp()
        try project.write(slowFile("import Dirk\n@resultBuilder enum Builder {}\n"), to: "App/Slow.swift")
        let result = try DilintProcess.run(["lint", "--file-time-limit", "0.5"], in: project.url)
        XCTAssertEqual(result.stderr.components(separatedBy: "\n").filter { $0.contains("App/Slow.swift") },
                       ["dilint: warning: App/Slow.swift: skipped: reading it took more than 0.5 s of processor time (--file-time-limit)"])
        XCTAssertTrue(result.stdout.contains("'Cart' with Dirk, but a place it could not read may"), result.stdout)
    }

    func testAFileThatTakesTooMuchMemoryIsSkipped() throws {
        guard FileManager.default.fileExists(atPath: "/proc/self/statm") else { throw XCTSkip("resident memory is read from Linux's /proc") }
        try writeApp()
        let registrations = (0..<40_000).map { "        Factory { Service\($0)(a: 1, b: [1, 2], c: \"x\") }" }.joined(separator: "\n")
        try project.write("import Dirk\nfunc more() {\n    try! Dirk.start {\n    Module {\n\(registrations)\n    }\n    }\n}\n", to: "App/Large.swift")
        let result = try DilintProcess.run(["lint", "--file-memory-limit", "40", "--file-time-limit", "600"], in: project.url)
        XCTAssertTrue(result.stderr.contains("dilint: warning: App/Large.swift: skipped: reading it took more than 40 MB of memory (--file-memory-limit)"),
                      result.stderr)
        XCTAssertTrue(result.stdout.contains("no code dilint read registers 'Cart' with Dirk"), result.stdout)
    }

    /// A skipped file may be where the container starts: "never started" would be a guess.
    func testNoMissingBootstrapErrorWhenTheStartMayBeInAFileNotRead() throws {
        try project.write("import Dirk\nfinal class Checkout { @Inject var cart: Cart }\nfinal class Cart {}\n", to: "App/Checkout.swift")
        try project.write("import Dirk\nfunc boot() { try! Dirk.start { Module { Factory { Cart() } } } }\nlet deep = "
                          + String(repeating: "[", count: 40) + String(repeating: "]", count: 40) + "\n", to: "App/Boot.swift")
        let result = try DilintProcess.run(["lint"], in: project.url)
        XCTAssertTrue(result.stderr.contains("App/Boot.swift:3: skipped: square brackets nested deeper than 16"), result.stderr)
        XCTAssertFalse(result.stdout.contains("never started"), result.stdout)
        XCTAssertEqual(result.exitCode, 0, result.stdout)
    }

    func testLimitsMustBePositive() throws {
        for (option, value, message) in [("--file-time-limit", "0", "--file-time-limit must be a positive number of seconds, not 0.0"),
                                          ("--file-time-limit", "nan", "--file-time-limit must be a positive number of seconds, not nan"),
                                          ("--file-memory-limit", "0", "--file-memory-limit must be at least 1 (MB), not 0")] {
            let result = try DilintProcess.run(["lint", option, value], in: project.url)
            XCTAssertEqual(result.exitCode, 2, "\(option) \(value)")
            XCTAssertTrue(result.stderr.contains(message), result.stderr)
        }
    }
}
