import Foundation
import GraphvizRender
import XCTest

/// dilint's picture is the one Graphviz's `dot` command draws from dilint's own DOT, byte for byte: the
/// layout depends on the order objects are listed in, so the graph is laid out as the DOT lists it.
final class SameAsDotCommandTests: XCTestCase {
    /// Nodes declared before the clusters that hold them, listed last by DOT (clusters come first there),
    /// with edges against the declaration order: creation order and DOT order differ.
    private var clustered: GraphSpec {
        var spec = GraphSpec(name: "Clustered", nodeDefaults: ["shape": "box"])
        spec.nodes = (0..<40).map { GraphSpec.Node(id: "n\($0)", label: "Service\($0)") }
        spec.clusters = (0..<4).map { group in
            GraphSpec.Cluster(id: "c\(group)", label: "Module \(group)", nodeIDs: stride(from: 39 - group, through: 0, by: -5).map { "n\($0)" })
        }
        for index in 0..<40 {
            for target in [(index * 7 + 3) % 40, (index * 11 + 5) % 40] where target != index {
                spec.edges.append(GraphSpec.Edge(from: "n\(index)", to: "n\(target)"))
            }
        }
        return spec
    }

    private func dotCommand() throws -> String {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            let path = "\(folder)/dot"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        throw XCTSkip("Graphviz's dot command is not installed (Scripts/setup installs it)")
    }

    private func drawnByDotCommand(_ dot: [UInt8], layout: LayoutEngine) throws -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try dotCommand())
        process.arguments = ["-K\(layout.rawValue)", "-Tsvg"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(dot))
        try input.fileHandleForWriting.close()
        let drawn = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        return Array(drawn)
    }

    func testTheLayeredPictureIsTheOneDotDrawsFromTheDOT() throws {
        let dot = try Graphviz.render(clustered, format: .dot).bytes
        XCTAssertEqual(try Graphviz.render(clustered, format: .svg, layout: .dot).bytes, try drawnByDotCommand(dot, layout: .dot))
    }

    func testTheSFDPPictureIsTheOneDotDrawsFromTheDOT() throws {
        var spec = clustered
        spec.graphAttributes["overlap"] = "prism"
        let dot = try Graphviz.render(spec, format: .dot).bytes
        XCTAssertEqual(try Graphviz.render(spec, format: .svg, layout: .sfdp).bytes, try drawnByDotCommand(dot, layout: .sfdp))
    }
}
