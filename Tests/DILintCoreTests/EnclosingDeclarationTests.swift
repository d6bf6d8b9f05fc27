@testable import DILintCore
import SwiftParser
import SwiftSyntax
import XCTest

/// The enclosing-declaration walk steps over nodes without a `{`; it must record exactly what a walk
/// over every node records.
final class EnclosingDeclarationTests: XCTestCase {
    private func both(_ source: String) -> (skipping: [EnclosingDeclaration], full: [EnclosingDeclaration]) {
        let bytes = Array(source.utf8)
        let tree = Parser.parse(source: source)
        let lines = LineTable(bytes: bytes)
        return (EnclosingDeclarationCollector.collect(from: tree, lines: lines, bytes: bytes),
                FullWalkEnclosingDeclarations.collect(from: tree, lines: lines))
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
        let (skipping, full) = both(source)
        XCTAssertEqual(skipping, full)
        XCTAssertEqual(Set(skipping.map { $0.path.joined(separator: ".") }), [
            "top", "settings", "linux", "debugOnly", "hook", "Store", "Store.load", "Store.name", "Feed", "Feed.rows", "Feed.rows.helper",
            "Feed.rows.Local", "Feed.plain", "Feed.refresh", "Feed.refresh.Hidden", "Feed.refresh.Nested",
            "Feed.subscript", "Feed.init", "Feed.deinit", "Feed.Row", "Feed.Row.go", "handler", "handler.Worker",
        ])
    }

    /// `@abi(…)` holds a declaration in an attribute, without braces (swift-syntax 602 and later read it).
    func testADeclarationInsideAnAttributeIsReadAlike() {
        let (skipping, full) = both("""
            extension Feed {
                @abi(func load(from source: String) -> Int)
                func load(_ source: String) -> Int { 0 }
            }
            """)
        XCTAssertEqual(skipping, full)
    }

    func testAFileThatDoesNotParseIsReadAlike() {
        let (skipping, full) = both("struct Broken {\n    let a: Int = \n    func f( { }\n}\nlet b = ) var c: Int\n")
        XCTAssertEqual(skipping, full)
        XCTAssertFalse(skipping.isEmpty)
    }

    func testEveryFixtureFileIsReadAlike() throws {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures")
        let files = FileManager.default.enumerator(at: fixtures, includingPropertiesForKeys: [.isRegularFileKey])!
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" && (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
        XCTAssertGreaterThan(files.count, 100)
        var declarations = 0
        for url in files {
            guard let text = try? String(contentsOf: url, encoding: .utf8), SourceLimits.firstExcess(in: Array(text.utf8)) == nil else { continue }
            let (skipping, full) = both(text)
            XCTAssertEqual(skipping, full, url.path)
            declarations += full.count
        }
        XCTAssertGreaterThan(declarations, 1000)
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
