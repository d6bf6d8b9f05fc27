import Foundation
import XCTest

/// `dilint init` writes down what it found: the frameworks, the modules that re-export one, and the names
/// of a renamed copy of Shank. The written file must keep the project checked when the code that showed
/// them is gone.
final class InitDetectionTests: XCTestCase {
    private var temporary: URL!

    override func setUpWithError() throws {
        temporary = FileManager.default.temporaryDirectory.appendingPathComponent("dilint-init-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: temporary)
    }

    /// A fixture's sources, without its golden files, in a folder of its own.
    private func copyOfFixture(_ name: String) throws -> URL {
        let project = temporary.appendingPathComponent(URL(fileURLWithPath: name).lastPathComponent)
        try FileManager.default.copyItem(at: DilintProcess.fixtures.appendingPathComponent(name), to: project)
        for golden in ["expected.txt", "expected.json", "expected.dot", "expected.stderr"] {
            try? FileManager.default.removeItem(at: project.appendingPathComponent(golden))
        }
        return project
    }

    private func configuration(in project: URL) throws -> String {
        try String(contentsOf: project.appendingPathComponent(".dilint.yml"), encoding: .utf8)
    }

    /// The finding lines of a text report, without the summary.
    private func findings(_ stdout: String) -> [String] {
        stdout.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("dilint: ") }
    }

    func testInitWritesTheModuleThatReexportsAFramework() throws {
        let project = try copyOfFixture("Dirk/ReexportedFramework")
        let result = try DilintProcess.run(["init"], in: project)
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        XCTAssertEqual(result.stderr, "dilint: wrote .dilint.yml (Dirk; provider modules CoreDI)\n")
        let written = try configuration(in: project)
        XCTAssertTrue(written.contains("\nframeworks:\n  - dirk\n"), written)
        XCTAssertTrue(written.contains("\nproviders:\n  dirk: [CoreDI]\n"), written)
        XCTAssertFalse(written.contains("\nshank:"), "no copy of Shank, so no names for one:\n\(written)")

        // The configuration is read back and the run is the same as without it.
        let lint = try DilintProcess.run(["lint", "--no-color"], in: project)
        let golden = try String(contentsOf: DilintProcess.fixtures.appendingPathComponent("Dirk/ReexportedFramework/expected.txt"),
                                encoding: .utf8)
        XCTAssertEqual(lint.stderr, "")
        XCTAssertEqual(lint.stdout, golden)
    }

    func testInitWritesTheNamesOfARenamedShankCopySoTheyOutliveTheCopy() throws {
        let project = try copyOfFixture("Shank/NamedContainersInPod")
        let result = try DilintProcess.run(["init"], in: project)
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        let written = try configuration(in: project)
        XCTAssertTrue(written.contains("\nframeworks:\n  - shank\n"), written)
        XCTAssertTrue(written.contains("Pods/AppDI/AppDI/Classes/DIContainer.swift"), "says where the copy is:\n\(written)")
        XCTAssertTrue(written.contains("\nshank:\n  container: DIContainer\n  module: Dependency\n"), written)
        XCTAssertTrue(written.contains("\n  containers: [app, repositories, useCases]\n"), written)
        XCTAssertTrue(written.contains("\n  label: from\n"), written)
        // App files `import AppDI`: without the pod in sight, only this says that module is Shank.
        XCTAssertTrue(written.contains("\nproviders:\n  shank: [AppDI]\n"), written)

        let withCopy = try DilintProcess.run(["lint", "--no-color"], in: project)
        XCTAssertEqual(withCopy.stderr, "")
        // The copy goes (the pod turned into a binary): the written names still read the app.
        try FileManager.default.removeItem(at: project.appendingPathComponent("Pods"))
        let withoutCopy = try DilintProcess.run(["lint", "--no-color"], in: project)
        XCTAssertEqual(withoutCopy.stderr, "")
        XCTAssertFalse(findings(withCopy.stdout).isEmpty, withCopy.stdout)
        XCTAssertEqual(findings(withoutCopy.stdout), findings(withCopy.stdout))
    }

    func testACopyWithShanksOwnNamesNeedsNoNames() throws {
        let project = try copyOfFixture("Shank/VendoredShank")
        XCTAssertEqual(try DilintProcess.run(["init"], in: project).exitCode, 0)
        let written = try configuration(in: project)
        XCTAssertTrue(written.contains("\nframeworks:\n  - shank\n"), written)
        XCTAssertTrue(written.contains("\n# shank:\n"), "the example stays commented out:\n\(written)")
        XCTAssertFalse(written.contains("\nshank:"), written)
        XCTAssertFalse(written.contains("\nproviders:"), written)
    }
}
