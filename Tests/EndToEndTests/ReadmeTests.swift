import Foundation
import XCTest

/// The README shows what dilint really prints and links only to files that exist.
final class ReadmeTests: XCTestCase {
    private let marker = "<!-- sample-output: Fixtures/Dirk/ExampleApp, dilint lint (kept equal by ReadmeTests) -->\n```\n"

    private func readme() throws -> String {
        try String(contentsOf: DilintProcess.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
    }

    func testSampleOutputIsExactlyWhatDilintPrintsForTheExampleApp() throws {
        let text = try readme()
        let after = try XCTUnwrap(text.components(separatedBy: marker).dropFirst().first, "README lacks the sample-output block")
        let sample = try XCTUnwrap(after.components(separatedBy: "```\n").first)
        let result = try DilintProcess.run(["lint"], in: DilintProcess.fixtures.appendingPathComponent("Dirk/ExampleApp"))
        XCTAssertEqual(result.exitCode, 1)
        XCTAssertEqual(sample, result.stdout, "README's sample output differs from `dilint lint` in Fixtures/Dirk/ExampleApp")
    }

    func testRelativeLinksPointAtFilesThatExist() throws {
        let text = try readme()
        for piece in text.components(separatedBy: "](").dropFirst() {
            guard let target = piece.split(separator: ")", maxSplits: 1).first.map(String.init),
                  !target.hasPrefix("http"), !target.hasPrefix("#") else { continue }
            let file = String(target.split(separator: "#").first ?? "")
            XCTAssertTrue(FileManager.default.fileExists(atPath: DilintProcess.repositoryRoot.appendingPathComponent(file).path),
                          "README links to \(target), which does not exist")
        }
    }

    func testEveryMarkdownFileInDocsIsLinked() throws {
        let text = try readme()
        XCTAssertTrue(text.contains("## Further reading\n"), "the list new docs are added to")
        let docs = DilintProcess.repositoryRoot.appendingPathComponent("docs")
        for name in try FileManager.default.contentsOfDirectory(atPath: docs.path) where name.hasSuffix(".md") {
            XCTAssertTrue(text.contains("(docs/\(name))"), "README does not link docs/\(name) (add it to Further reading)")
        }
    }
}
