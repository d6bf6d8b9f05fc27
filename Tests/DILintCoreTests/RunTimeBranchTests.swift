@testable import DILintCore
import XCTest

/// Registrations in different alternatives of one `if`/`switch` never run together; anything else may.
final class RunTimeBranchTests: XCTestCase {
    func testDifferentAlternativesOfOnePointAreExclusive() {
        XCTAssertTrue(RunTimeBranch.exclusive("9:9#0", "9:9#1"))
        XCTAssertTrue(RunTimeBranch.exclusive("9:9#0/12:13#1", "9:9#1"))
        XCTAssertTrue(RunTimeBranch.exclusive("3:1#0/9:9#0", "3:1#0/9:9#2"))
    }

    func testOutsideABranchOrInOneAlternativeRunsTogether() {
        XCTAssertFalse(RunTimeBranch.exclusive(nil, "9:9#0"))
        XCTAssertFalse(RunTimeBranch.exclusive("9:9#0", nil))
        XCTAssertFalse(RunTimeBranch.exclusive("9:9#0", "9:9#0"))
        XCTAssertFalse(RunTimeBranch.exclusive("9:9#0", "9:9#0/12:13#1"), "the nested branch runs inside the outer one")
        XCTAssertFalse(RunTimeBranch.exclusive("9:9#0", "14:9#0"), "two ifs one after the other may both run")
    }

    func testASwitchsCasesProvidingOneKeyAreNoDuplicate() {
        let report = Linter.run(sources: ["App.swift": """
            import Dirk
            protocol API {}
            final class Live: API {}
            final class Stub: API {}
            func boot(stub: Bool) throws {
                try Dirk.start {
                    var modules: [Module] = []
                    if stub { modules.append(Module { Factory<API> { Stub() } }) } else { modules.append(Module { Factory<API> { Live() } }) }
                    if stub { modules.append(Module { Factory<API> { Stub() } }) }
                    return modules
                }
            }
            """])
        // The first if's two branches never run together; the second if runs beside either of them.
        XCTAssertEqual(report.diagnostics.filter { $0.rule == DuplicateRegistrationRule.id }.map(\.location.line), [9])
    }
}
