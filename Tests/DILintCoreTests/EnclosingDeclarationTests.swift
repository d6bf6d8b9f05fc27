@testable import DILintCore
import SwiftParser
import SwiftSyntax
import XCTest

/// The enclosing-declaration walk steps over nodes without a `{`, and over code that reaches no located
/// line; for every located line it must answer what a walk over every node answers, and with every line
/// located it must record exactly what that walk records.
final class EnclosingDeclarationTests: XCTestCase {
    /// Both walks over `source`, the skipping one after locating the lines `located` picks (1-based).
    private func both(_ source: String, locating located: (Int) -> Bool = { _ in true })
        -> (skipping: [EnclosingDeclaration], full: [EnclosingDeclaration], located: [Int]) {
        let bytes = Array(source.utf8)
        let tree = Parser.parse(source: source)
        let lines = LineTable(bytes: bytes)
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        var picked: [Int] = []
        for (index, start) in starts.enumerated() where located(index + 1) {
            XCTAssertEqual(lines.location(ofOffset: start).line, index + 1)
            picked.append(index + 1)
        }
        return (EnclosingDeclarationCollector.collect(from: tree, lines: lines, braces: ByteOffsets(of: "{", in: bytes)),
                FullWalkEnclosingDeclarations.collect(from: tree, lines: LineTable(bytes: bytes)), picked)
    }

    /// Extraction walks a file's declarations only where a finding can sit (a frontend's fact, a
    /// `dilint:` comment): over every fixture project, each finding's context is still the one a walk
    /// over every declaration of its file gives.
    func testEveryFixtureFindingsContextIsTheFullWalks() throws {
        var compared = 0
        for project in try FixtureSwiftFiles.projects() {
            let report = try Linter.run(LintOptions(paths: ["."], currentDirectory: project.path, extraction: ExtractionSettings(jobs: 1)))
            // The suppression audit's findings come after contexts are filled, and a generated file's
            // are read from its generated structs alone: neither has a context, with or without the skip.
            for diagnostic in report.diagnostics where !diagnostic.location.file.isEmpty
                && !["unused-suppression", "missing-suppression-reason", "stale-generated"].contains(diagnostic.rule) {
                let bytes = Array(try Data(contentsOf: project.appendingPathComponent(diagnostic.location.file)))
                let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
                let full = FullWalkEnclosingDeclarations.collect(from: tree, lines: LineTable(bytes: bytes))
                XCTAssertEqual(diagnostic.context, full.context(atLine: diagnostic.location.line),
                               "\(project.lastPathComponent): \(diagnostic.location) \(diagnostic.rule)")
                compared += diagnostic.context == nil ? 0 : 1
            }
        }
        XCTAssertGreaterThan(compared, 20, "findings inside declarations, so the comparison is not of nils")
    }

    /// A file that only declares types is not walked for enclosing declarations; one with DI code is.
    func testOnlyFilesWithDICodeRecordTheirEnclosingDeclarations() {
        // Not a project read as InjectGrail's, whose reader keeps every type of every file.
        let vocabulary = ExtractionVocabulary(readsInjectGrail: false)
        let plain = Extractor.extract(bytes: Array("final class Service { func load() {} }\n".utf8), vocabulary: vocabulary)
        XCTAssertTrue(plain.enclosingDeclarations.isEmpty)
        XCTAssertFalse(plain.declarations.types.isEmpty)
        let withDI = Extractor.extract(bytes: Array("import Dirk\nfinal class Screen { @Inject var service: Service }\n".utf8),
                                       vocabulary: vocabulary)
        XCTAssertFalse(withDI.frameworks.isEmpty)
        XCTAssertEqual(withDI.enclosingDeclarations.map { $0.path.joined(separator: ".") }, ["Screen", "Screen.service"])
    }

    func testDeclarationsInsideClosuresBodiesAndIfConfigAreFound() {
        let source = """
            let top = 1
            for target in targets {
                switch target {
                case .app:
                    var settings = target.settings
                    #if os(Linux)
                    let linux = true
                    #endif
                default: break
                }
            }
            #if DEBUG
            var debugOnly: Int
            @_silgen_name("hook") func hook()
            #endif
            protocol Store { func load() -> Int; var name: String { get } }
            struct Feed {
                var rows = [1, 2].map { value -> Int in
                    func helper() -> Int { value }
                    struct Local { let inner: Int }
                    return helper()
                }
                let plain: Int = 3 + 4
                func refresh(completion: () -> Void = { class Hidden {} }) {
                    if true { enum Nested { case a } }
                    let local = 1
                    _ = local
                }
                subscript(index: Int) -> Int { index }
                init() {}
                deinit {}
            }
            extension Feed.Row where Self: Sendable { func go() {} }
            let handler = { () -> Void in actor Worker {} }
            """
        let (skipping, full, _) = both(source)
        XCTAssertEqual(skipping, full)
        XCTAssertEqual(Set(skipping.map { $0.path.joined(separator: ".") }), [
            "top", "settings", "linux", "debugOnly", "hook", "Store", "Store.load", "Store.name", "Feed", "Feed.rows", "Feed.rows.helper",
            "Feed.rows.Local", "Feed.plain", "Feed.refresh", "Feed.refresh.Hidden", "Feed.refresh.Nested",
            "Feed.subscript", "Feed.init", "Feed.deinit", "Feed.Row", "Feed.Row.go", "handler", "handler.Worker",
        ])
    }

    /// `@abi(…)` holds a declaration in an attribute, without braces (swift-syntax 602 and later read it).
    func testADeclarationInsideAnAttributeIsReadAlike() {
        let (skipping, full, _) = both("""
            extension Feed {
                @abi(func load(from source: String) -> Int)
                func load(_ source: String) -> Int { 0 }
            }
            """)
        XCTAssertEqual(skipping, full)
    }

    func testAFileThatDoesNotParseIsReadAlike() {
        let (skipping, full, _) = both("struct Broken {\n    let a: Int = \n    func f( { }\n}\nlet b = ) var c: Int\n")
        XCTAssertEqual(skipping, full)
        XCTAssertFalse(skipping.isEmpty)
    }

    func testEveryFixtureFileIsReadAlike() throws {
        let files = FixtureSwiftFiles.all()
        XCTAssertGreaterThan(files.count, 100)
        var declarations = 0
        for (url, text) in files {
            let (skipping, full, _) = both(text)
            XCTAssertEqual(skipping, full, url.path)
            declarations += full.count
            // Some lines located: each of them is answered alike.
            let (partial, _, located) = both(text, locating: { $0 % 7 == 3 })
            for line in located {
                XCTAssertEqual(partial.context(atLine: line), full.context(atLine: line), "\(url.path):\(line)")
            }
            XCTAssertLessThanOrEqual(partial.count, full.count)
        }
        XCTAssertGreaterThan(declarations, 1000)
    }

    func testALocatedLineInANestedBodyIsNamedByItsInnermostDeclaration() {
        let source = """
            struct Feed {
                func refresh() {
                    func helper() {
                        let value = 1
                    }
                }
                func other() {
                    struct Local { let inner: Int }
                }
            }
            """
        let (skipping, full, _) = both(source, locating: { $0 == 4 })
        XCTAssertEqual(skipping.context(atLine: 4), "Feed.refresh.helper")
        XCTAssertEqual(full.context(atLine: 4), "Feed.refresh.helper")
        // `other`'s body reaches no located line: `Local` is not looked for.
        XCTAssertFalse(skipping.contains { $0.path.last == "Local" })
        XCTAssertTrue(full.contains { $0.path.last == "Local" })
    }

    /// A declaration that spans no located line can never be a finding's context: members beside the
    /// located one are not recorded, their type is.
    func testOnlyDeclarationsAroundALocatedLineAreRecorded() {
        let source = """
            struct Feed {
                let store: Store
                var title: String { "feed" }
                func refresh() {
                    let value = 1
                }
            }
            struct Other { let name: String }
            """
        let (skipping, full, _) = both(source, locating: { $0 == 5 })
        XCTAssertEqual(skipping.map { $0.path.joined(separator: ".") }, ["Feed", "Feed.refresh"])
        XCTAssertEqual(skipping.context(atLine: 5), full.context(atLine: 5))
        XCTAssertEqual(full.count, 6)
    }

    func testAFileWithNoLocatedLineIsNotWalked() {
        let (skipping, full, _) = both("struct Feed { func load() {} }\n", locating: { _ in false })
        XCTAssertEqual(skipping, [])
        XCTAssertEqual(full.count, 2)
    }

    /// Findings sit where facts point: over every fixture project and rule example, each finding's context
    /// is what the walk over every node gives for its line.
    func testEveryFindingOfEveryFixtureIsInTheDeclarationAFullWalkFinds() throws {
        let fixtures = FixtureSwiftFiles.folder
        var projects: [[String: String]] = RuleCatalog.all.flatMap { rule in
            (rule.triggeringExamples + rule.nonTriggeringExamples).map(\.files)
        }
        for framework in try FileManager.default.contentsOfDirectory(atPath: fixtures.path).sorted() {
            let folder = fixtures.appendingPathComponent(framework)
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()) ?? [] {
                let project = folder.appendingPathComponent(name)
                guard let walk = FileManager.default.enumerator(at: project, includingPropertiesForKeys: nil) else { continue }
                var files: [String: String] = [:]
                for case let url as URL in walk where url.pathExtension == "swift" {
                    let relative = String(url.path.dropFirst(project.path.count + 1))
                    if let text = try? String(contentsOf: url, encoding: .utf8) { files[relative] = text }
                }
                if !files.isEmpty { projects.append(files) }
            }
        }
        XCTAssertGreaterThan(projects.count, 100)
        // The suppression audit's findings get no context, nor do those in Sourcery-generated files
        // (only their Impl structs are read): there is nothing to compare.
        let contextless: Set<String> = [UnusedSuppressionRule.id, MissingSuppressionReasonRule.id, StaleGeneratedRule.id]
        var findings = 0, named = 0
        for files in projects {
            for diagnostic in Linter.run(sources: files).diagnostics where !contextless.contains(diagnostic.rule) {
                guard let text = files[diagnostic.location.file] else { continue }
                let full = FullWalkEnclosingDeclarations.collect(from: Parser.parse(source: text), lines: LineTable(bytes: Array(text.utf8)))
                XCTAssertEqual(diagnostic.context, full.context(atLine: diagnostic.location.line),
                               "\(diagnostic.location) \(diagnostic.message)")
                findings += 1
                named += diagnostic.context == nil ? 0 : 1
            }
        }
        XCTAssertGreaterThan(findings, 150)
        XCTAssertGreaterThan(named, 100)
    }
}

/// The walk as it was before it skipped anything: every node visited.
private final class FullWalkEnclosingDeclarations: SyntaxVisitor {
    private let lines: LineTable
    private var path: [String] = []
    /// How many function-like bodies the walk is inside: their local variables are not members.
    private var bodyDepth = 0
    /// Per variable declaration, whether it was recorded (and so must be left).
    private var variableRecorded: [Bool] = []
    private(set) var declarations: [EnclosingDeclaration] = []

    init(lines: LineTable) {
        self.lines = lines
        super.init(viewMode: .sourceAccurate)
    }

    static func collect(from tree: SourceFileSyntax, lines: LineTable) -> [EnclosingDeclaration] {
        let collector = FullWalkEnclosingDeclarations(lines: lines)
        collector.walk(tree)
        return collector.declarations
    }

    private func enter(_ name: String, _ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
        path.append(name)
        let first = lines.location(of: node).line
        let last = lines.location(ofOffset: node.endPositionBeforeTrailingTrivia.utf8Offset).line
        declarations.append(EnclosingDeclaration(path: path, lines: first...max(first, last)))
        return .visitChildren
    }

    private func leave() { path.removeLast() }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, node) }
    override func visitPost(_ node: ClassDeclSyntax) { leave() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, node) }
    override func visitPost(_ node: StructDeclSyntax) { leave() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, node) }
    override func visitPost(_ node: EnumDeclSyntax) { leave() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, node) }
    override func visitPost(_ node: ActorDeclSyntax) { leave() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, node) }
    override func visitPost(_ node: ProtocolDeclSyntax) { leave() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.extendedType.trimmedDescription, node)
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { leave() }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { enterBody(node.name.text, node) }
    override func visitPost(_ node: FunctionDeclSyntax) { leaveBody() }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { enterBody("init", node) }
    override func visitPost(_ node: InitializerDeclSyntax) { leaveBody() }
    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { enterBody("deinit", node) }
    override func visitPost(_ node: DeinitializerDeclSyntax) { leaveBody() }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { enterBody("subscript", node) }
    override func visitPost(_ node: SubscriptDeclSyntax) { leaveBody() }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let isMember = bodyDepth == 0
        variableRecorded.append(isMember)
        guard isMember else { return .visitChildren }
        let names = node.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        // A property's getter and initializer are bodies too: locals inside them are not members.
        bodyDepth += 1
        return enter(names.isEmpty ? "var" : names.joined(separator: ","), node)
    }
    override func visitPost(_ node: VariableDeclSyntax) {
        if variableRecorded.removeLast() {
            bodyDepth -= 1
            leave()
        }
    }

    private func enterBody(_ name: String, _ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
        bodyDepth += 1
        return enter(name, node)
    }

    private func leaveBody() {
        bodyDepth -= 1
        leave()
    }
}

/// The declaration collector steps over code without `{` too; it must collect what a walk over every
/// node collects.
final class DeclarationCollectorSkippingTests: XCTestCase {
    private func both(_ source: String) -> (skipping: Declarations, full: Declarations) {
        let bytes = Array(source.utf8)
        let tree = Parser.parse(source: source)
        let skipping = DeclarationCollector(lines: LineTable(bytes: bytes), braces: ByteOffsets(of: "{", in: bytes))
        skipping.walk(tree)
        let full = DeclarationCollector(lines: LineTable(bytes: bytes), braces: nil)
        full.walk(tree)
        return (skipping.declarations, full.declarations)
    }

    func testTypesInClosuresAndTopLevelCodeAreCollectedAlike() {
        let (skipping, full) = both("""
            let handler = { () -> Void in struct Local { var value: Int } }
            var items = [1].map { _ in enum Kind { case a } }
            #if DEBUG
            typealias Debug = Int
            #endif
            struct Feed<Row>: Sendable {
                subscript(index: Int) -> Int { struct Inner {}; return index }
                var computed: Int { class Hidden {}; return 1 }
                static let shared = Feed()
                init(rows: [Row] = []) {}
            }
            extension Feed { func load() -> some Sequence { [1] } }
            """)
        XCTAssertEqual(skipping, full)
        // A type in a subscript's body is reached only through its braces.
        XCTAssertTrue(skipping.types.contains { $0.path == ["Feed", "Inner"] })
    }

    func testEveryFixtureFileIsCollectedAlike() throws {
        var types = 0
        for (url, text) in FixtureSwiftFiles.all() {
            let (skipping, full) = both(text)
            XCTAssertEqual(skipping, full, url.path)
            types += full.types.count
        }
        XCTAssertGreaterThan(types, 300)
    }
}

/// The walks ask `CodeKinds` instead of casting every node; it must answer as the casts do, for every kind.
final class CodeKindsTests: XCTestCase {
    private final class EveryNode: SyntaxAnyVisitor {
        let memo = CodeKinds()
        var asked = 0
        var kinds: Set<SyntaxKind> = []
        override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
            XCTAssertEqual(memo.isCodeOrClause(node, kind: node.kind), node.isCodeOrClause, "\(node.kind)")
            asked += 1
            kinds.insert(node.kind)
            return .visitChildren
        }
    }

    func testEveryNodeOfEveryFixtureIsJudgedAsTheCastsJudgeIt() throws {
        let walker = EveryNode(viewMode: .all)
        for (_, text) in FixtureSwiftFiles.all() { walker.walk(Parser.parse(source: text)) }
        XCTAssertGreaterThan(walker.asked, 40_000)
        XCTAssertGreaterThan(walker.kinds.count, 100)
    }
}

/// The initializer reader steps over code without `{`; it must find what a walk over every node finds.
final class InitializerReadsSkippingTests: XCTestCase {
    func testEveryFixtureFileIsReadAlike() throws {
        var owners = 0
        for (url, text) in FixtureSwiftFiles.all() {
            let tree = Parser.parse(source: text)
            let lines = LineTable(bytes: Array(text.utf8))
            let full = InitializerReads.of(tree, lines: lines, skipping: false)
            XCTAssertEqual(InitializerReads.of(tree, lines: lines), full, url.path)
            owners += full.count
        }
        XCTAssertGreaterThan(owners, 50)
    }

    func testAnInitializerOfALocalTypeInAClosureIsFound() {
        let source = "let make = { () -> Int in\n    struct Local { var x = 1; init() { _ = self.x } }\n    return 1\n}\n"
        let tree = Parser.parse(source: source)
        let lines = LineTable(bytes: Array(source.utf8))
        XCTAssertEqual(InitializerReads.of(tree, lines: lines)[["Local"]]?.contains("x"), true)
        XCTAssertEqual(InitializerReads.of(tree, lines: lines, skipping: false), InitializerReads.of(tree, lines: lines))
    }
}
