import Foundation
import XCTest

/// An error is a proof: a request that code dilint could not read may serve is a note, counted in the
/// summary, and fails the run only under `--strict` (a closed world) or when the configuration says so.
final class UnreadCodeTests: XCTestCase {
    private var project: TemporaryProject!

    override func setUpWithError() throws {
        project = try TemporaryProject(prefix: "dilint-unread")
        try project.write("""
            import Dirk
            final class Missing {}
            final class Screen { @Inject var missing: Missing }
            func boot() throws { try Dirk.start { extraModules(); PaymentsSDK.module } }
            """, to: "App/App.swift")
        try project.write("""
            import Dirk
            func extraModules() -> Module { Module { Factory { Helpers.make() } } }
            """, to: "App/Modules.swift")
    }

    override func tearDown() { project.remove() }

    func testARequestOnlyUnreadCodeMayServeIsANoteAndTheRunPasses() throws {
        let result = try DilintProcess.run(["lint", "--no-cache"], in: project.url)
        XCTAssertEqual(result.exitCode, 0, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("App/App.swift:3:22: note: no code dilint read registers 'Missing' with Dirk, but 2 places it could not read may; @Inject here crashes at run time if none does [possibly-unregistered]"), result.stdout)
        XCTAssertFalse(result.stdout.contains("[unregistered-type]"), result.stdout)
        XCTAssertTrue(result.stdout.contains("; 2 places not read, 1 request depends on them)"), result.stdout)
    }

    func testStrictMakesItAnErrorAndFails() throws {
        let result = try DilintProcess.run(["lint", "--no-cache", "--strict"], in: project.url)
        XCTAssertEqual(result.exitCode, 1)
        XCTAssertTrue(result.stdout.contains("App/App.swift:3:22: error: no code dilint read registers 'Missing'"), result.stdout)
    }

    func testTheConfigurationCanCloseTheWorldToo() throws {
        try project.write("rules:\n  possibly-unregistered: error\n", to: ".dilint.yml")
        let result = try DilintProcess.run(["lint", "--no-cache"], in: project.url)
        XCTAssertEqual(result.exitCode, 1)
    }

    func testTheJSONReportSaysHowMuchWasRead() throws {
        let result = try DilintProcess.run(["lint", "--no-cache", "--format", "json"], in: project.url)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let summary = try XCTUnwrap(json["summary"] as? [String: Any])
        XCTAssertEqual(summary["unprovenRequests"] as? Int, 1)
        let coverage = try XCTUnwrap(summary["coverage"] as? [[String: Any]])
        XCTAssertEqual(coverage.count, 1)
        XCTAssertEqual(coverage.first?["framework"] as? String, "dirk")
        XCTAssertEqual(coverage.first?["registrations"] as? Int, 0)
        XCTAssertEqual(coverage.first?["unread"] as? Int, 2)
    }
}
