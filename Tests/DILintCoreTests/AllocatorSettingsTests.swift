@testable import DILintCore
import XCTest

/// The allocator is set for a one-shot run only when the executable asks: a library user (these tests,
/// a plugin) that runs an analysis on one thread keeps glibc's arenas and trims what it frees.
final class AllocatorSettingsTests: XCTestCase {
    func testALibraryRunOnOneThreadKeepsTheAllocatorsArenas() {
        let report = Linter.run(sources: ["App.swift": "import Dirk\nlet dirk = Dirk.start { Module { Factory { Service() } } }\n"],
                                extraction: ExtractionSettings(jobs: 1))
        XCTAssertEqual(report.readFiles, 1)
        XCTAssertFalse(AllocatorSettings.hasOneArena)
    }
}
