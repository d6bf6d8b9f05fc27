import Foundation
import GraphvizRender
import XCTest

/// dilint's picture is the one Graphviz's `dot` command draws from dilint's own DOT, byte for byte (with
/// sfdp, to a hundredth of a point: see `assertSameDrawing`): the layout depends on the order objects are
/// listed in, so the graph is laid out as the DOT lists it.
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
        throw XCTSkip("Graphviz's dot command is not installed (Scripts/setup --tests installs it)")
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

    /// Everything the DOT text can carry that the graph is made of without it: an HTML label, nested
    /// clusters and a rank group, nodes only a cluster or an edge names, a node listed twice, strings
    /// DOT must quote (quotes, backslashes, line breaks, non-ASCII, a keyword, a numeral, long ones),
    /// per-cluster, node and edge attributes, and an edge `key`.
    private var everyStatement: GraphSpec {
        var spec = GraphSpec(name: "graph", graphAttributes: ["rankdir": "LR", "label": "ignored for the HTML one"],
                             nodeDefaults: ["shape": "box", "style": "rounded"], edgeDefaults: ["color": "gray40"])
        spec.htmlLabel = "<TABLE BORDER=\"0\"><TR><TD>Legend \u{2192} <B>bold</B></TD></TR></TABLE>"
        spec.nodes = [
            GraphSpec.Node(id: "App", label: "App \"main\"", attributes: ["tooltip": "line one\nline two", "color": "red"]),
            GraphSpec.Node(id: "node", label: "a keyword", attributes: ["shape": "ellipse"]),
            GraphSpec.Node(id: "42", label: "a numeral"),
            GraphSpec.Node(id: "Caf\u{e9}Service", label: "caf\u{e9} \u{2014} \\back\\slash"),
            GraphSpec.Node(id: "Long", label: String(repeating: "VeryLongServiceName ", count: 12)),
            GraphSpec.Node(id: "App", label: "App again", attributes: ["penwidth": "2"]),
        ] + (0..<12).map { GraphSpec.Node(id: "n\($0)", label: "Service\($0)", attributes: $0 % 3 == 0 ? ["fillcolor": "#eeeeee", "style": "filled"] : [:]) }
        spec.clusters = [
            GraphSpec.Cluster(id: "outer", label: "Outer \"module\"", nodeIDs: ["n0", "n1", "Ghost"], attributes: ["color": "blue"], clusters: [
                GraphSpec.Cluster(id: "inner", label: "", nodeIDs: ["n2", "n3", "n1"]),
            ]),
            GraphSpec.Cluster(id: "rank", label: "", nodeIDs: ["n4", "n5"], isRankGroup: true),
        ]
        spec.edges = [
            GraphSpec.Edge(from: "App", to: "n0", attributes: ["label": "needs", "style": "dashed"]),
            GraphSpec.Edge(from: "App", to: "Nowhere"),
            GraphSpec.Edge(from: "n0", to: "n1", attributes: ["key": "first"]),
            GraphSpec.Edge(from: "n0", to: "n1", attributes: ["key": "second", "color": "red"]),
            GraphSpec.Edge(from: "Long", to: "Caf\u{e9}Service", attributes: ["tooltip": "a \"quoted\" tooltip"]),
            GraphSpec.Edge(from: "node", to: "42"),
        ] + (0..<11).map { GraphSpec.Edge(from: "n\($0)", to: "n\(($0 * 5 + 1) % 12)") }
        return spec
    }

    func testEveryKindOfStatementIsMadeAsDotReadsIt() throws {
        for layout in [LayoutEngine.dot, .sfdp] {
            let dot = try Graphviz.render(everyStatement, format: .dot).bytes
            let drawn = try Graphviz.render(everyStatement, format: .svg, layout: layout).bytes
            assertSameDrawing(drawn, try drawnByDotCommand(dot, layout: layout), layout: layout)
        }
    }

    func testTheSFDPPictureIsTheOneDotDrawsFromTheDOT() throws {
        var spec = clustered
        spec.graphAttributes["overlap"] = "prism"
        let dot = try Graphviz.render(spec, format: .dot).bytes
        assertSameDrawing(try Graphviz.render(spec, format: .svg, layout: .sfdp).bytes, try drawnByDotCommand(dot, layout: .sfdp), layout: .sfdp)
    }

    /// Byte for byte with `dot`; with sfdp, whose positions dilint rounds to a hundredth of a point as the
    /// layout leaves them (so that they are the same in every process), what Graphviz works out from
    /// them afterwards, such as arrowheads, may be written one hundredth away from the command's.
    private func assertSameDrawing(_ drawn: [UInt8], _ byCommand: [UInt8], layout: LayoutEngine, line: UInt = #line) {
        let ours = String(decoding: drawn, as: UTF8.self), theirs = String(decoding: byCommand, as: UTF8.self)
        guard layout == .sfdp else { return XCTAssertEqual(ours, theirs, "\(layout)", line: line) }
        let (ourWords, ourNumbers) = Self.wordsAndNumbers(ours), (theirWords, theirNumbers) = Self.wordsAndNumbers(theirs)
        XCTAssertEqual(ourWords, theirWords, "\(layout)", line: line)
        XCTAssertEqual(ourNumbers.count, theirNumbers.count, "\(layout)", line: line)
        let apart = zip(ourNumbers, theirNumbers).filter { abs($0 - $1) > 0.0101 }
        XCTAssertTrue(apart.isEmpty, "\(layout): numbers further apart than a hundredth: \(apart.prefix(5))", line: line)
    }

    /// The text with every decimal number taken out (each replaced by "#"), and the numbers in order.
    private static func wordsAndNumbers(_ text: String) -> (words: String, numbers: [Double]) {
        var words = "", numbers: [Double] = [], number = ""
        func endNumber() {
            guard !number.isEmpty else { return }
            if let value = Double(number) { numbers.append(value); words += "#" } else { words += number }
            number = ""
        }
        for character in text {
            if character.isASCII, character.isNumber || character == "." || (character == "-" && number.isEmpty) {
                number.append(character)
            } else {
                endNumber()
                words.append(character)
            }
        }
        endNumber()
        return (words, numbers)
    }
}
