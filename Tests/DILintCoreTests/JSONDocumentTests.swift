import DILintCore
import Foundation
import XCTest

/// Every JSON document dilint writes goes through `JSONDocument`: its layout, and the documents dilint
/// reads back come back as they were written.
final class JSONDocumentTests: XCTestCase {
    private struct Sample: Codable, Equatable {
        struct Inner: Codable, Equatable {
            var numbers: [Int]
            var flag: Bool
        }
        struct Nothing: Codable, Equatable {
            var absent: String?
        }
        var text: String
        var emptyList: [String]
        var emptyObject: Nothing
        var nested: [Inner]
        var omitted: String?
        @WrittenAsNull var written: String?
    }

    func testLayoutEscapingEmptyContainersNestingAndOptionals() throws {
        let sample = Sample(text: "quote \" backslash \\ slash / newline \n tab \t return \r bell \u{7} backspace \u{8} é 🙂",
                            emptyList: [], emptyObject: .init(absent: nil),
                            nested: [.init(numbers: [1, -2], flag: true), .init(numbers: [], flag: false)], omitted: nil, written: nil)
        let json = JSONDocument.encode(sample)
        XCTAssertEqual(json, #"""
            {
              "text": "quote \" backslash \\ slash / newline \n tab \t return \r bell \u0007 backspace \u0008 é 🙂",
              "emptyList": [],
              "emptyObject": {},
              "nested": [
                {
                  "numbers": [
                    1,
                    -2
                  ],
                  "flag": true
                },
                {
                  "numbers": [],
                  "flag": false
                }
              ],
              "written": null
            }

            """#)
        XCTAssertEqual(try JSONDocument.decode(Sample.self, from: Data(json.utf8)), sample)

        var present = sample
        present.omitted = "here"
        present.written = "too"
        let withValues = JSONDocument.encode(present)
        XCTAssertTrue(withValues.contains("\n  \"omitted\": \"here\",\n  \"written\": \"too\"\n}\n"), withValues)
        XCTAssertEqual(try JSONDocument.decode(Sample.self, from: Data(withValues.utf8)), present)
    }

    /// `dilint lint --fix-from` reads the lint report back through the type it is written from: a report
    /// with fixes, a route, notes with and without places and a finding of no framework comes back whole.
    func testLintReportReadsBackAsWritten() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures")
        var covered: Set<String> = []
        for name in ["Zerk/ClosureKey", "Dirk/ExampleApp", "Dirk/ConfiguredLegacyApp"] {
            let report = try Linter.run(LintOptions(paths: ["."], currentDirectory: fixture.appendingPathComponent(name).path))
            let result = AnalysisResultBuilder.build(report, toolVersion: "1.2.3")
            let written = JSONReporter.render(result)
            let read = try JSONReporter.read(Data(written.utf8))
            XCTAssertEqual(read, JSONReporter.Document(result), name)
            XCTAssertEqual(JSONDocument.encode(read), written, name)
            XCTAssertEqual(read.diagnostics.flatMap { $0.fixes ?? [] }, result.diagnostics.flatMap(\.fixes), name)
            for diagnostic in read.diagnostics {
                if diagnostic.fixes != nil { covered.insert("fixes") }
                if diagnostic.route != nil { covered.insert("route") }
                if diagnostic.framework == nil { covered.insert("no framework") }
                if diagnostic.notes.contains(where: { $0.file == nil }) { covered.insert("note without a place") }
            }
        }
        XCTAssertEqual(covered, ["fixes", "route", "no framework", "note without a place"])
    }
}
