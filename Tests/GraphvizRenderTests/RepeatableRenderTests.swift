import Foundation
@testable import GraphvizRender
import XCTest

/// A large picture is the same, byte for byte, every time it is drawn, in one process or in another.
/// sfdp's overlap removal leaves positions whose last bits depend on where memory was allocated, and a
/// PNG can turn that into a letter one pixel off; the positions are rounded as the layout leaves them.
/// The positions themselves are compared too, at full precision: which picture shows their noise
/// depends on where its labels fall between pixels.
final class RepeatableRenderTests: XCTestCase {
    /// Where the drawings of the other process go; set only in that process.
    private static let otherProcessFolder = "DILINT_REPEATABLE_RENDER_FOLDER"

    /// More nodes than dilint draws with `dot` (above 400 it switches to sfdp), shaped and sized as a
    /// dilint picture: boxes with names of varied length, prism overlap removal, the bitmap size cap.
    private func servicesGraph(for format: RenderFormat) -> GraphSpec {
        let count = 450
        var spec = GraphSpec(name: "Services", graphAttributes: ["overlap": "prism"],
                             nodeDefaults: ["shape": "box", "style": "rounded", "fontname": "DejaVu Sans", "fontsize": "11"])
        if format == .png {
            spec.graphAttributes["size"] = "60,60"
            spec.graphAttributes["dpi"] = "96"
        }
        let words = ["Account", "Session", "Calendar", "List", "Resolver", "Provider", "Store", "Formatter"]
        spec.nodes = (0..<count).map { index in
            GraphSpec.Node(id: "n\(index)", label: words[index % 8] + words[index / 8 % 8] + words[index / 64 % 8] + "\(index)")
        }
        for index in 0..<count {
            for target in [index + index * 7 % 50 + 1, index + index * 3 % 40 + 2] where target < count {
                spec.edges.append(GraphSpec.Edge(from: "n\(index)", to: "n\(target)"))
            }
        }
        return spec
    }

    /// Everything drawn of the graph with every engine, by name: the laid-out coordinates (written
    /// exactly), the SVG and the PNG.
    private func drawings() throws -> [String: [UInt8]] {
        var drawings: [String: [UInt8]] = [:]
        for layout in LayoutEngine.allCases {
            let coordinates = try Graphviz.laidOutCoordinates(of: servicesGraph(for: .svg), layout: layout)
            drawings["\(layout)-coordinates.txt"] = Array(coordinates.map { "\($0)" }.joined(separator: "\n").utf8)
            for format in [RenderFormat.svg, .png] {
                drawings["\(layout).\(format)"] = try Graphviz.render(servicesGraph(for: format), format: format, layout: layout).bytes
            }
        }
        return drawings
    }

    func testEveryDrawingIsTheSameWhenDrawnAgain() throws {
        let first = try drawings()
        let second = try drawings()

        XCTAssertEqual(first.count, 6)
        for (name, bytes) in first.sorted(by: { $0.key < $1.key }) {
            XCTAssertTrue(bytes == second[name], name)
        }
    }

    func testEveryDrawingIsTheSameInAnotherProcess() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("repeatable-render-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try drawInAnotherProcess(to: folder)

        let here = try drawings()

        XCTAssertEqual(here.count, 6)
        for (name, bytes) in here.sorted(by: { $0.key < $1.key }) {
            let there = try? Data(contentsOf: folder.appendingPathComponent(name))
            XCTAssertNotNil(there, "the other process drew no \(name)")
            XCTAssertTrue(there.map(Array.init) == bytes, name)
        }
    }

    /// What the other process runs: this test alone, in a new run of the test binary.
    func testDrawingsForAnotherProcess() throws {
        guard let folder = ProcessInfo.processInfo.environment[Self.otherProcessFolder] else {
            throw XCTSkip("draws only in the process testEveryDrawingIsTheSameInAnotherProcess starts")
        }
        for (name, bytes) in try drawings() {
            try Data(bytes).write(to: URL(fileURLWithPath: folder).appendingPathComponent(name))
        }
    }

    private func drawInAnotherProcess(to folder: URL) throws {
        #if !os(Linux)
        // Elsewhere the tests run inside Xcode's runner, which takes the test to run in another form.
        throw XCTSkip("runs the test binary again as swift-corelibs-xctest takes a test's name (Linux)")
        #endif
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["GraphvizRenderTests.RepeatableRenderTests/testDrawingsForAnotherProcess"]
        process.environment = ProcessInfo.processInfo.environment.merging([Self.otherProcessFolder: folder.path]) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let log = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, String(decoding: log, as: UTF8.self))
    }
}
