@testable import DILintCore
import XCTest

/// The back end's steps that split their work between threads give what one thread gives, in the same
/// order: the edges' canonical order, the index's member tables, and the rules' findings.
final class ParallelBackEndTests: XCTestCase {
    /// Edges in a scrambled order, with ties on (from, to, location) that differ in what the sort does not
    /// look at, so that a sort that is not stable, or a merge that takes a tie from the wrong half, shows.
    private func scrambledEdges(_ count: Int) -> [Edge] {
        var generator = SeededGenerator(seed: 7)
        return (0..<count).map { position in
            let from = "Type\(generator.next() % 97)"
            let to = "Dep\(generator.next() % 89)"
            let line = Int(generator.next() % 5) + 1
            return Edge(container: ContainerID(framework: .dirk, codeClass: .app), from: from, to: to,
                        timing: position % 2 == 0 ? .initTime : .lazy,
                        location: SourceLocation(file: "F\(generator.next() % 3).swift", line: line, column: 1),
                        form: "site \(position)")
        }
    }

    func testEdgesSortedInHalvesOnTwoThreadsAreInTheOrderOfOneThread() {
        let edges = scrambledEdges(CanonicalOrder.halvingThreshold * 2 + 3)
        var serial = DependencyGraph(index: ProjectIndex(files: []), fileCount: 0)
        serial.edges = edges
        var threaded = serial
        CanonicalOrder.apply(to: &serial, threads: 1)
        CanonicalOrder.apply(to: &threaded, threads: 2)
        let firstDifference = (0..<min(serial.edges.count, threaded.edges.count)).first { serial.edges[$0].form != threaded.edges[$0].form }
        XCTAssertEqual(serial.edges.count, threaded.edges.count)
        XCTAssertNil(firstDifference, "the orders differ first at edge \(firstDifference ?? -1)")
        // Something was sorted, and ties kept their first order (the forms count up within a tie).
        XCTAssertNotEqual(serial.edges.map(\.form), edges.map(\.form))
        let number = { (edge: Edge) in Int(edge.form.dropFirst("site ".count))! }
        var ties = 0
        for (left, right) in zip(threaded.edges, threaded.edges.dropFirst())
        where (left.from, left.to, left.location) == (right.from, right.to, right.location) {
            ties += 1
            XCTAssertLessThan(number(left), number(right))
        }
        XCTAssertGreaterThan(ties, 0)
    }

    func testAMergeTakesATieFromTheFirstRun() {
        let tie = { (form: String) in
            Edge(container: ContainerID(framework: .dirk, codeClass: .app), from: "A", to: "B", timing: .lazy,
                 location: SourceLocation(file: "A.swift", line: 1, column: 1), form: form)
        }
        XCTAssertEqual(CanonicalOrder.merged([tie("first")], [tie("second")]).map(\.form), ["first", "second"])
    }

    /// Files that declare the same members and extend the same types, so each table's lists have one
    /// entry per file, in file order.
    private func overlappingFiles() -> [FileFacts] {
        (0..<40).map { number in
            let source = """
            struct Service\(number) {}
            extension Shared: Tracking\(number % 3) {
                init(count: Int, variant\(number): String) {}
                func make() -> Service\(number) { Service\(number)() }
                static let shared\(number % 4) = Service\(number)()
            }
            enum Shared { struct Inner\(number % 2) {} }
            typealias Alias\(number % 5) = Service\(number)
            """
            let extracted = Extractor.extract(bytes: Array(source.utf8))
            return FileFacts(path: "File\(number).swift", codeClass: .app, placing: extracted)
        }
    }

    func testTheIndexMergesItsTablesOnThreadsAsOneThreadDoes() {
        let files = overlappingFiles()
        let serial = ProjectIndex(files: files, threads: 1)
        let threaded = ProjectIndex(files: files, threads: 3)
        XCTAssertEqual(serial.extensionInheritance, threaded.extensionInheritance)
        XCTAssertEqual(serial.initializers, threaded.initializers)
        XCTAssertEqual(serial.functions, threaded.functions)
        XCTAssertEqual(serial.staticProperties, threaded.staticProperties)
        XCTAssertEqual(serial.types, threaded.types)
        XCTAssertEqual(serial.typesByLastName, threaded.typesByLastName)
        XCTAssertEqual(serial.typealiases, threaded.typealiases)
        // A type every file declares is listed once, under its first declaration; aliases likewise.
        XCTAssertEqual(threaded.types(named: "Shared"), [["Shared"]])
        XCTAssertEqual(threaded.types(named: "Inner1"), [["Shared", "Inner1"]])
        XCTAssertEqual(threaded.type(at: ["Shared"])?.location.file, "File0.swift")
        XCTAssertEqual(threaded.aliasDeclaration(at: ["Alias3"])?.location.file, "File3.swift")
        // Something to compare: every file's initializer and method, in file order.
        XCTAssertEqual(threaded.declaredInitializers(of: ["Shared"]).map(\.location.file), files.map(\.path))
        XCTAssertEqual(threaded.declaredFunctions(named: "make").count, files.count)
    }

    /// With a second thread, Link works out which types implement which beside its passes; the table is
    /// the one the rule would otherwise build itself.
    func testTheSubtypesWorkedOutBesideLinkAreTheOnesTheIndexGives() throws {
        let files = overlappingFiles() + [FileFacts(path: "Protocols.swift", codeClass: .app, placing: Extractor.extract(bytes: Array("""
            protocol Tracking0 {}
            protocol Tracking1: Tracking0 {}
            class Base: Tracking1 {}
            final class Derived: Base {}
            """.utf8)))]
        let ahead = try XCTUnwrap(Linker.link(files, threads: 2).index.directSubtypesAhead)
        XCTAssertNil(Linker.link(files, threads: 1).index.directSubtypesAhead, "one thread leaves it to the rule")
        let computed = ProjectIndex(files: files.sorted { $0.path < $1.path }).directSubtypes()
        XCTAssertEqual(ahead.mapValues(Set.init), computed.mapValues(Set.init))
        XCTAssertEqual(Set(ahead[["Tracking1"]] ?? []), [["Shared"], ["Base"]], "a conformance by extension and by declaration")
        XCTAssertEqual(ahead[["Base"]], [["Derived"]])
    }

    func testTheLongestRulesStartFirstAndTheRestKeepTheCatalogOrder() {
        let rules = RuleCatalog.instances()
        let ids = Linter.longestFirst(rules).map { type(of: rules[$0]).id }
        XCTAssertEqual(Array(ids.prefix(Linter.longestRules.count)), Linter.longestRules)
        let catalog = rules.map { type(of: $0).id }
        XCTAssertEqual(Array(ids.dropFirst(Linter.longestRules.count)), catalog.filter { !Linter.longestRules.contains($0) })
        XCTAssertEqual(Set(ids), Set(catalog))
    }
}
