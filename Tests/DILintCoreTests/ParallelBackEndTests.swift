@testable import DILintCore
import XCTest

/// The back end's steps that split their work between threads give what one thread gives, in the same
/// order: the subtypes worked out beside Link, and the rules' schedule.
final class ParallelBackEndTests: XCTestCase {
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

    func testTheIndexKeepsEachNamesFirstDeclarationAndItsMembersInFileOrder() {
        let files = overlappingFiles()
        let index = ProjectIndex(files: files)
        // A type every file declares is listed once, under its first declaration; aliases likewise.
        XCTAssertEqual(index.types(named: "Shared"), [["Shared"]])
        XCTAssertEqual(index.types(named: "Inner1"), [["Shared", "Inner1"]])
        XCTAssertEqual(index.type(at: ["Shared"])?.location.file, "File0.swift")
        XCTAssertEqual(index.aliasDeclaration(at: ["Alias3"])?.location.file, "File3.swift")
        // Every file's initializer and method, in file order.
        XCTAssertEqual(index.declaredInitializers(of: ["Shared"]).map(\.location.file), files.map(\.path))
        XCTAssertEqual(index.declaredFunctions(named: "make").count, files.count)
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
        let ids = RuleRunner.longestFirst(rules).map { type(of: rules[$0]).id }
        XCTAssertEqual(Array(ids.prefix(RuleRunner.longestRules.count)), RuleRunner.longestRules)
        let catalog = rules.map { type(of: $0).id }
        XCTAssertEqual(Array(ids.dropFirst(RuleRunner.longestRules.count)), catalog.filter { !RuleRunner.longestRules.contains($0) })
        XCTAssertEqual(Set(ids), Set(catalog))
    }
}
