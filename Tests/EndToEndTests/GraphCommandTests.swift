import Foundation
import XCTest

/// `dilint graph` and `lint --graph`: formats, files, failures.
final class GraphCommandTests: XCTestCase {
    private var temporary: URL!
    private var example: URL { DilintProcess.fixtures.appendingPathComponent("Dirk/ExampleApp") }

    override func setUpWithError() throws {
        temporary = FileManager.default.temporaryDirectory.appendingPathComponent("dilint-graph-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: temporary)
    }

    private func path(_ name: String) -> String { temporary.appendingPathComponent(name).path }

    func testPNGHasSignatureAndSize() throws {
        let result = try DilintProcess.run(["graph", "-o", path("g.png")], in: example)
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path("g.png"))))
        XCTAssertEqual(Array(bytes.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
        XCTAssertGreaterThan(width, 200)
        XCTAssertGreaterThan(height, 200)
    }

    func testSVGIsWellFormedAndNamesEveryNode() throws {
        XCTAssertEqual(try DilintProcess.run(["graph", "-o", path("g.svg")], in: example).exitCode, 0)
        let json = try DilintProcess.run(["graph", "--format", "json"], in: example).stdout
        let nodes = try XCTUnwrap((JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])?["nodes"] as? [[String: Any]])
        let svg = try String(contentsOfFile: path("g.svg"), encoding: .utf8)
        XCTAssertTrue(svg.contains("<svg"))
        XCTAssertTrue(svg.hasSuffix("</svg>\n"))
        for node in nodes {
            let label = try XCTUnwrap(node["label"] as? String)
            XCTAssertTrue(svg.contains(">\(label)</text>"), "\(label) is not drawn")
        }
    }

    func testSVGAndDOTAreByteIdenticalAcrossRuns() throws {
        for format in ["svg", "dot"] {
            // Separate processes, because heap layout differs between them: Graphviz's default object
            // IDs are string addresses and once made the cluster order vary from run to run.
            let runs = try (0..<5).map { _ in try DilintProcess.run(["graph", "--format", format], in: example).stdout }
            XCTAssertFalse(runs[0].isEmpty)
            for run in runs.dropFirst() { XCTAssertEqual(run, runs[0], format) }
        }
    }

    func testLinksNameThePathFromTheRepositorysTopWhereverDilintRuns() throws {
        let project = temporary.appendingPathComponent("Shop")
        try FileManager.default.copyItem(at: example, to: project)
        let sources = project.appendingPathComponent("Sources")
        let prefix = ["graph", "..", "--format", "svg", "--link-prefix", "https://code.example/blob/main/"]

        // Outside a repository, paths are relative to the current directory.
        let unversioned = try DilintProcess.run(prefix, in: sources).stdout
        XCTAssertTrue(unversioned.contains("https://code.example/blob/main/Shop/Cart/Cart.swift#L"), "no link in the SVG")

        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "init", "-q"]
        git.currentDirectoryURL = project
        try git.run()
        git.waitUntilExit()
        let versioned = try DilintProcess.run(prefix, in: sources).stdout
        XCTAssertTrue(versioned.contains("https://code.example/blob/main/Sources/Shop/Cart/Cart.swift#L"), "not from the top")
        XCTAssertFalse(versioned.contains("blob/main/Shop/"))
        // From outside the repository, the repository is the one that holds the files drawn.
        let outside = try DilintProcess.run(["graph", "Shop", "--format", "svg", "--link-prefix", "https://code.example/blob/main/"],
                                            in: temporary).stdout
        XCTAssertTrue(outside.contains("https://code.example/blob/main/Sources/Shop/Cart/Cart.swift#L"), "not from the files' repository")
    }

    func testUnknownExtensionIsAUsageError() throws {
        let result = try DilintProcess.run(["graph", "-o", path("g.bmp")], in: example)
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertTrue(result.stderr.hasPrefix("dilint: cannot tell the diagram format from"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("g.bmp")))
    }

    func testUnknownFormatIsOneLineListingTheFormats() throws {
        let result = try DilintProcess.run(["graph", "--format", "gif", "-o", path("x.gif")], in: example)
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertEqual(result.stderr, "dilint: The value 'gif' is invalid for '--format <format>'. Please provide one of 'svg', 'png', 'pdf', 'dot', 'mermaid', 'json' or 'html'.\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("x.gif")))
    }

    func testUnwritableDirectoryFailsWithExitTwoAndLeavesNothing() throws {
        // A missing folder is made (OutputPathTests); one that is a file cannot be.
        try "a file".write(toFile: path("missing"), atomically: true, encoding: .utf8)
        let result = try DilintProcess.run(["graph", "-o", path("missing/dir/g.svg")], in: example)
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertTrue(result.stderr.hasPrefix("dilint: cannot write "), result.stderr)
        XCTAssertEqual(result.stderr.components(separatedBy: "cannot write").count, 2, "said once: \(result.stderr)")
        XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, "one line")
    }

    func testFailedRenderKeepsThePreviousDiagram() throws {
        try "old picture".write(toFile: path("g.svg"), atomically: true, encoding: .utf8)
        let result = try DilintProcess.run(["graph", "-o", path("g.svg"), "--focus", "NoSuchType"], in: example)
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertEqual(try String(contentsOfFile: path("g.svg"), encoding: .utf8), "old picture")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: temporary.path)
        XCTAssertEqual(leftovers, ["g.svg"])
    }

    func testBinaryFormatsNeedAnOutputFile() throws {
        let result = try DilintProcess.run(["graph", "--format", "png"], in: example)
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertEqual(result.stdout, "")
    }

    func testLintGraphKeepsLintExitCodeAndWritesTheDiagram() throws {
        let result = try DilintProcess.run(["lint", "--no-color", "--graph", path("g.mmd")], in: example)
        XCTAssertEqual(result.exitCode, 1, "the example has errors")
        XCTAssertTrue(try String(contentsOfFile: path("g.mmd"), encoding: .utf8).hasPrefix("flowchart LR"))
        let clean = DilintProcess.fixtures.appendingPathComponent("Dirk/CleanApp")
        XCTAssertEqual(try DilintProcess.run(["lint", "--graph", path("c.svg")], in: clean).exitCode, 0)
    }

    func testLintGraphToStandardOutputIsAUsageError() throws {
        let result = try DilintProcess.run(["lint", "--format", "json", "--graph", "-"], in: example)
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertEqual(result.stdout, "", "standard output is the report's alone")
        XCTAssertEqual(result.stderr, "dilint: --graph needs a file: lint's standard output is the report (use dilint graph for a diagram on standard output)\n")
    }

    func testLintGraphThatCannotBeWrittenIsAFailureToRun() throws {
        let clean = DilintProcess.fixtures.appendingPathComponent("Dirk/CleanApp")
        try "a file".write(toFile: path("file"), atomically: true, encoding: .utf8)
        let result = try DilintProcess.run(["lint", "--graph", path("file/dir/c.svg")], in: clean)
        XCTAssertEqual(result.exitCode, 2, "a clean lint must not pass without its diagram")
        XCTAssertTrue(result.stderr.contains("cannot write "), result.stderr)
    }

    func testGraphExitsZeroEvenWhenThePictureShowsErrors() throws {
        XCTAssertEqual(try DilintProcess.run(["graph", "--errors-only", "-o", path("e.dot")], in: example).exitCode, 0)
        let dot = try String(contentsOfFile: path("e.dot"), encoding: .utf8)
        XCTAssertTrue(dot.contains("AnalyticsTracking"))
        XCTAssertFalse(dot.contains("RemoteCatalogRepository"), "errors-only leaves healthy nodes out")
    }

    func testFocusWithBothDirectionsDrawsDependentsAndDependenciesNotSiblings() throws {
        func labels(_ arguments: [String]) throws -> Set<String> {
            let result = try DilintProcess.run(["graph", "--format", "json", "--focus", "CartStore"] + arguments, in: example)
            XCTAssertEqual(result.exitCode, 0, result.stderr)
            let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
            return Set(try XCTUnwrap(json?["nodes"] as? [[String: Any]]).compactMap { $0["label"] as? String })
        }
        for depth in [["--depth", "2"], []] {
            let both = try labels(depth)
            let up = try labels(depth + ["--direction", "up"])
            let down = try labels(depth + ["--direction", "down"])
            XCTAssertEqual(both, up.union(down), "\(depth)")
            for sibling in ["AnalyticsTracking", "CatalogRepository", "PaymentProcessing", "ReceiptPrinter"] {
                XCTAssertFalse(both.contains(sibling), "\(sibling) is neither above nor below CartStore (\(depth))")
            }
        }
    }

    func testFrameworkWithNoNodesWarns() throws {
        let result = try DilintProcess.run(["graph", "--framework", "zerk", "-o", path("z.svg")], in: example)
        XCTAssertEqual(result.exitCode, 0, "the picture is written, as asked")
        XCTAssertEqual(result.stderr, "dilint: warning: graph: no zerk nodes to draw\ndilint: wrote \(path("z.svg")) (svg: 0 nodes, 0 edges)\n")
        let dirk = try DilintProcess.run(["graph", "--quiet", "--framework", "dirk", "-o", path("d.svg")], in: example)
        XCTAssertEqual(dirk.stderr, "")
    }

    func testLabelsWithSpecialCharactersRenderLiterally() throws {
        let project = temporary.appendingPathComponent("project/App")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try """
            import Dirk
            struct Wrapper<Value> {}
            final class Ünïcødé {}
            func boot() { try! Dirk.start { Module { Factory<Wrapper<[String: Int]>> { Wrapper() }; Factory { Ünïcødé() } } } }
            """.write(to: project.appendingPathComponent("App.swift"), atomically: true, encoding: .utf8)
        let result = try DilintProcess.run(["graph", "--format", "svg"], in: project.deletingLastPathComponent())
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("Wrapper&lt;Dictionary&lt;String, Int&gt;&gt;"), result.stdout)
        XCTAssertTrue(result.stdout.contains("Ünïcødé"))
    }
}
