import DILintCore
import Foundation
import XCTest

/// A baseline remembers what findings are, not where they are.
final class BaselineTests: XCTestCase {
    private let module = "func boot() { try! Dirk.start { Module { } } }\n"

    private func diagnostics(_ screen: String) -> [Diagnostic] {
        Linter.run(sources: ["App/Boot.swift": "import Dirk\n" + module, "App/Screen.swift": screen]).diagnostics
    }

    private let original = """
        import Dirk
        protocol Analytics {}
        protocol Logger {}
        final class Screen {
            @Inject var analytics: Analytics
            @Inject var logger: Logger
        }
        """

    func testFindingsCarryTheirEnclosingMember() {
        XCTAssertEqual(diagnostics(original).map(\.context), ["Screen.analytics", "Screen.logger"])
    }

    func testRoundTripThroughJSONKeepsEveryEntry() throws {
        let baseline = Baseline(diagnostics(original))
        let reread = try Baseline(json: Data(baseline.rendered().utf8))
        XCTAssertEqual(reread, baseline)
        XCTAssertEqual(baseline.rendered(), """
            {
              "version": 1,
              "findings": [
                {
                  "rule": "unregistered-type",
                  "framework": "dirk",
                  "type": "Analytics",
                  "context": "Screen.analytics",
                  "count": 1
                },
                {
                  "rule": "unregistered-type",
                  "framework": "dirk",
                  "type": "Logger",
                  "context": "Screen.logger",
                  "count": 1
                }
              ]
            }

            """)
    }

    func testMovedCodeStaysKnown() {
        let baseline = Baseline(diagnostics(original))
        let moved = """
            import Dirk

            // Comments and new code above move every line down.
            protocol Analytics {}
            protocol Logger {}
            struct Unrelated {}

            final class Screen {
                let title = "Home"

                @Inject var logger: Logger
                @Inject var analytics: Analytics
            }
            """
        let comparison = baseline.compare(diagnostics(moved))
        XCTAssertEqual(comparison.new, [])
        XCTAssertEqual(comparison.known.count, 2)
        XCTAssertEqual(comparison.stale.count, 0)
    }

    func testNewFindingIsNewAndFixedOneIsStale() {
        let baseline = Baseline(diagnostics(original))
        let changed = """
            import Dirk
            protocol Analytics {}
            protocol Logger {}
            protocol Clock {}
            final class Screen {
                @Inject var analytics: Analytics
                @Inject var clock: Clock
            }
            """
        let comparison = baseline.compare(diagnostics(changed))
        XCTAssertEqual(comparison.new.map(\.type), ["Clock"])
        XCTAssertEqual(comparison.known.map(\.type), ["Analytics"])
        XCTAssertEqual(comparison.stale.map(\.fingerprint.type), ["Logger"])
        XCTAssertEqual(comparison.summaryLine, "dilint: baseline: 1 new, 1 known, 1 fixed")
    }

    func testRepeatedFindingsAreCounted() {
        let twice = """
            import Dirk
            protocol Analytics {}
            final class Screen {
                func track() throws {
                    let first: Analytics = try inject()
                    let second: Analytics = try inject()
                }
            }
            """
        let baseline = Baseline(diagnostics(twice))
        XCTAssertEqual(baseline.entries.map(\.count), [2])
        let thrice = twice.replacingOccurrences(of: "let second", with: "let third: Analytics = try inject()\n        let second")
        let comparison = baseline.compare(diagnostics(thrice))
        XCTAssertEqual(comparison.known.count, 2)
        XCTAssertEqual(comparison.new.count, 1)
    }

    func testTopLevelFindingsWithoutAKeyAreToldApartByFileNotMessage() {
        let diagnostic = Diagnostic(rule: "missing-bootstrap", severity: .error, framework: .dirk,
                                    message: "Dirk is never started: … all 3 requests fail",
                                    location: SourceLocation(file: "App/Boot.swift", line: 1, column: 1))
        var moreRequests = diagnostic
        moreRequests.message = "Dirk is never started: … all 4 requests fail"
        moreRequests.location.line = 9
        XCTAssertEqual(Fingerprint(diagnostic), Fingerprint(moreRequests))
        XCTAssertEqual(Fingerprint(diagnostic).file, "App/Boot.swift")
        var keyed = diagnostic
        keyed.type = "Analytics"
        XCTAssertNil(Fingerprint(keyed).file, "a key identifies the finding without its file")
    }

    func testGarbageIsAProblemNotACrash() {
        XCTAssertThrowsError(try Baseline(json: Data("[1, 2]".utf8)))
        XCTAssertThrowsError(try Baseline(json: Data("{\"version\": 9, \"findings\": []}".utf8)))
    }
}
