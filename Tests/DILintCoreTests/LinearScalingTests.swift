@testable import DILintCore
import Foundation
import SwiftParser
import SwiftSyntax
import XCTest

/// A project made of 1, 4 and 16 copies of the example app (and a module no start passes), each in its
/// own folder and its own package target: Link and Check must do work, and keep results, in proportion
/// to the copies. Counted in units of work (`WorkCount`) and in what the graph and the report retain,
/// never in seconds.
final class LinearScalingTests: XCTestCase {
    /// How far the counts may stray from proportion: growth with the square of the copies is sixteen
    /// times over it from 1 to 16 copies and four times from 4 to 16.
    private let slack = 1.5
    private let sizes = [1, 4, 16]

    /// Copies that keep the app's type names: legal Swift when each folder is its own module, and each
    /// key is then registered and requested once per copy.
    func testWorkGrowsLinearlyWithCopiesThatShareTheirTypeNames() throws {
        try assertLinearGrowth(renamingTypes: false)
    }

    /// Copies whose types are renamed per copy: many keys, each registered and requested a few times.
    func testWorkGrowsLinearlyWithCopiesUnderTheirOwnTypeNames() throws {
        try assertLinearGrowth(renamingTypes: true)
    }

    private struct Run {
        var counts: [WorkCount.Unit: Int]
        var findings: Int
        var notes: Int
        /// What the linked graph keeps of the project.
        var retained: Int
    }

    private func assertLinearGrowth(renamingTypes: Bool, file: StaticString = #filePath, line: UInt = #line) throws {
        let runs = try sizes.map { try run(copies: $0, renamingTypes: renamingTypes) }
        let (one, four, sixteen) = (runs[0], runs[1], runs[2])
        XCTAssertGreaterThan(one.findings, 0, "the example app has findings", file: file, line: line)
        // Each copy adds the same findings and graph entries; a few are said once per project or between
        // copies (a second start), so the growth is exact: from 4 to 16 copies as from 1 to 4, twelve copies to three.
        for (name, measure) in [("findings", \Run.findings), ("retained graph entries", \Run.retained)] {
            XCTAssertEqual(sixteen[keyPath: measure] - four[keyPath: measure], 4 * (four[keyPath: measure] - one[keyPath: measure]),
                           "\(name) of 1, 4, 16 copies: \(runs.map { $0[keyPath: measure] })", file: file, line: line)
        }
        // A finding keeps its first few notes (`NoteLimit`): they grow at most in proportion, not exactly.
        assertAtMostLinear("notes", runs.map(\.notes), file: file, line: line)
        for unit in WorkCount.Unit.allCases {
            assertAtMostLinear("\(unit)", runs.map { $0.counts[unit, default: 0] }, file: file, line: line)
        }
    }

    /// `counts` of 1, 4 and 16 copies grow no faster than the copies, give or take `slack`.
    private func assertAtMostLinear(_ name: String, _ counts: [Int], file: StaticString, line: UInt) {
        XCTAssertLessThanOrEqual(Double(counts[2]), slack * 16 * Double(max(counts[0], 1)),
                                 "\(name) for 1, 4, 16 copies: \(counts)", file: file, line: line)
        XCTAssertLessThanOrEqual(Double(counts[2]), slack * 4 * Double(max(counts[1], 1)),
                                 "\(name) for 1, 4, 16 copies: \(counts)", file: file, line: line)
    }

    private func run(copies: Int, renamingTypes: Bool) throws -> Run {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("dilint-scaling-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try writeCopies(copies, renamingTypes: renamingTypes, to: root)
        let options = LintOptions(paths: ["."], currentDirectory: root.path, extraction: ExtractionSettings(jobs: 1))
        let (report, counts) = try WorkCount.counting { try Linter.run(options) }
        XCTAssertEqual(report.analysedFiles.count, copies * exampleApp.count + 1, "every copy is analysed, and the manifest")
        let graph = report.graph
        return Run(counts: counts, findings: report.diagnostics.count,
                   notes: report.diagnostics.reduce(0) { $0 + $1.notes.count + ($1.route?.count ?? 0) },
                   retained: graph.registrations.count + graph.inactiveRegistrations.count + graph.requests.count
                       + graph.edges.count + graph.unresolved.count)
    }

    // MARK: - The copies

    private static var exampleFolder: URL {
        FixtureSwiftFiles.folder.appendingPathComponent("Dirk/ExampleApp")
    }

    /// A module no start passes, beside the example app's: the app's requests of its key are grouped at it
    /// (`UnusedModuleGrouping`), which reads the registrations nothing registers.
    private static let unstartedModule = (path: "Sources/Shop/Core/UnstartedModule.swift", text: """
        import Dirk

        struct ConsoleReceiptPrinter: ReceiptPrinter {
            func print(total: Int) {}
        }

        let unstartedModule = Module {
            Singleton<ReceiptPrinter> { ConsoleReceiptPrinter() }
        }

        """)

    /// The example app's Swift files and the unstarted module: path below the app's folder → text.
    private lazy var exampleApp: [(path: String, text: String)] = {
        let folder = Self.exampleFolder.standardizedFileURL.path + "/"
        let urls = FileManager.default.enumerator(at: Self.exampleFolder, includingPropertiesForKeys: nil)!
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
        return urls.map { url in
            (String(url.standardizedFileURL.path.dropFirst(folder.count)), try! String(contentsOf: url, encoding: .utf8))
        } + [Self.unstartedModule]
    }()

    /// `Copy1` … `CopyN`, each the example app, and a manifest that makes each copy's sources and tests a target.
    private func writeCopies(_ count: Int, renamingTypes: Bool, to root: URL) throws {
        var targets: [String] = []
        let declared = TypeNames.declared(in: exampleApp.map(\.text))
        XCTAssertFalse(declared.isEmpty)
        for copy in 1...count {
            for (path, text) in exampleApp {
                let url = root.appendingPathComponent("Copy\(copy)/\(path)")
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                let written = renamingTypes ? TypeNames.renaming(declared, suffix: "\(copy)", in: text) : text
                try written.write(to: url, atomically: true, encoding: .utf8)
            }
            targets.append("    .target(name: \"Shop\(copy)\", path: \"Copy\(copy)/Sources/Shop\"),")
            targets.append("    .testTarget(name: \"ShopTests\(copy)\", path: \"Copy\(copy)/Tests/ShopTests\"),")
        }
        let manifest = "// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(name: \"Copies\", targets: [\n"
            + targets.joined(separator: "\n") + "\n])\n"
        try manifest.write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    }
}

/// The types a set of files declares, and the files with every mention of them renamed: a copy of an app
/// whose names are its own.
private enum TypeNames {
    static func declared(in texts: [String]) -> Set<String> {
        final class Declarations: SyntaxVisitor {
            var names: Set<String> = []
            override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
            override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
            override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
            override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
        }
        let declarations = Declarations(viewMode: .sourceAccurate)
        for text in texts { declarations.walk(Parser.parse(source: text)) }
        return declarations.names
    }

    static func renaming(_ names: Set<String>, suffix: String, in text: String) -> String {
        final class Renamer: SyntaxRewriter {
            let names: Set<String>
            let suffix: String
            init(names: Set<String>, suffix: String) {
                self.names = names
                self.suffix = suffix
            }
            override func visit(_ token: TokenSyntax) -> TokenSyntax {
                guard case .identifier(let name) = token.tokenKind, names.contains(name) else { return token }
                return token.with(\.tokenKind, .identifier(name + suffix))
            }
        }
        return Renamer(names: names, suffix: suffix).rewrite(Parser.parse(source: text)).description
    }
}
