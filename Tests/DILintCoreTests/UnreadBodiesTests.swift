@testable import DILintCore
import Foundation
import SwiftSyntax
import XCTest

/// A file without DI code is parsed with its function and initializer bodies cut out, a Dirk file without
/// the function bodies that spell nothing Dirk's reader reads. The cutting must find exactly those
/// bodies, map every offset of the skeleton back to the file's, give up where the bytes could fool it,
/// and leave every fact as the whole file gives it.
final class UnreadBodiesTests: XCTestCase {
    /// The skeleton as text, or nil.
    private func skeleton(_ source: String) -> String? {
        UnreadBodies.skeleton(of: Array(source.utf8)).map { String(decoding: $0.bytes, as: UTF8.self) }
    }

    func testCutsFunctionAndInitializerBodiesAndMapsOffsetsBack() throws {
        let source = """
        final class Store {
            init(name: String) {
                self.name = name
            }
            func load() -> [Int] { [1, 2].map { $0 * 2 } }
            let name: String
        }

        """
        let cut = try XCTUnwrap(UnreadBodies.skeleton(of: Array(source.utf8)))
        XCTAssertEqual(String(decoding: cut.bytes, as: UTF8.self), """
        final class Store {
            init(name: String) {}
            func load() -> [Int] {}
            let name: String
        }

        """)
        let file = Array(source.utf8)
        let lines = LineTable(bytes: file, cuts: cut.cuts)
        let tree = Extractor.parse(cut.bytes)
        // Every token of the skeleton is where the file has it, and located on the file's lines.
        for token in tree.tokens(viewMode: .sourceAccurate) {
            XCTAssertEqual(lines.text(of: token), token.text)
        }
        let load = try XCTUnwrap(tree.tokens(viewMode: .sourceAccurate).first { $0.text == "load" })
        XCTAssertEqual(lines.location(of: load).line, 5)
        let closing = tree.tokens(viewMode: .sourceAccurate).filter { $0.text == "}" }
        XCTAssertEqual(closing.map { lines.location(of: $0).line }, [4, 5, 7], "each closing brace on its own line in the file")
        let initializer = try XCTUnwrap(tree.statements.first?.item.as(ClassDeclSyntax.self)?.memberBlock.members.first?.decl)
        XCTAssertEqual(lines.text(of: initializer), "init(name: String) {\n        self.name = name\n    }", "a node's text is the file's")
        XCTAssertEqual(lines.location(ofEndOffset: initializer.endPositionBeforeTrailingTrivia.utf8Offset).line, 4)
        let body = try XCTUnwrap(initializer.as(InitializerDeclSyntax.self)?.body)
        XCTAssertEqual(lines.location(ofEndOffset: body.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset).line, 2,
                       "what ends at a cut ends before the cut bytes")
        XCTAssertEqual(lines.location(ofOffset: body.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset).line, 4,
                       "what starts at a cut starts after them")
    }

    func testBracesInStringsCommentsAndInterpolationsDoNotEndABody() throws {
        let source = #"""
        struct Report {
            let open = "{"
            func text(_ items: [Int]) -> String {
                // a } in a comment
                /* nested /* } */ still a comment } */
                let raw = #"}"\(1)"#
                let lines = """
                    } \(items.map { "\($0)}" }.joined())
                    """
                return "\(items.count) }" + raw + lines
            }
            var closed: String { "}" }
        }
        """#
        let cut = try XCTUnwrap(skeleton(source))
        XCTAssertTrue(cut.contains(#"let open = "{""#), "a member outside a body is kept")
        XCTAssertTrue(cut.contains(#"var closed: String {}"#), "a computed property's body goes too, string and all")
        XCTAssertTrue(cut.contains("func text(_ items: [Int]) -> String {}\n"), "the whole body goes, up to its own `}`")
    }

    /// `#"""#` is a one-line raw string holding `"`, not the start of a multi-line one (Swift's lexer
    /// looks for the closing `"#` on the same line); read as multi-line, the rest of the file would be a string.
    /// The accessor bodies of `var name: Type {` go (the declaration collector never enters a `var`);
    /// braces that may be something else stay.
    func testAccessorBodiesOfATypedVarGoAndOtherBracesStay() throws {
        let source = """
        struct Settings {
            var title: String { name.uppercased() }
            var limit: Int {
                get { stored * 2 }
                set(newValue) { stored = newValue / 2 }
            }
            var observed: Int { didSet { log(observed) } }
            var seeded = 1 { didSet { keep(seeded) } }
            lazy var formatter: Formatter = { makeFormatter() }()
            var noted: Int { // count
                kept()
            }
            var wide: [String: Int] { table.merging(extra) { a, _ in a } }
        }
        protocol Named { var name: String { get set } }
        for var index: Int in 0..<3 { index.loop() }
        var total: Int
        if ready { total.branch() }

        """
        let cut = try XCTUnwrap(skeleton(source))
        for gone in ["uppercased", "stored * 2", "stored = newValue", "log(observed)", "table.merging"] {
            XCTAssertFalse(cut.contains(gone), "cut: \(gone)")
        }
        for kept in ["get {", "set(newValue) {", "didSet {", "keep(seeded)", "makeFormatter()", "kept()", "{ get set }",
                     "index.loop()", "total.branch()"] {
            XCTAssertTrue(cut.contains(kept), "kept: \(kept)")
        }
    }

    func testARawStringOfQuotesOnOneLineIsNotMultiline() throws {
        let source = "func quote() -> String { #\"\"\"# }\n" + "func quotes() -> String { ##\"\"\"\"## }\n"
            + "struct After { func kept() { run() } }"
        let cut = try XCTUnwrap(skeleton(source))
        XCTAssertEqual(cut, "func quote() -> String {}\n" + "func quotes() -> String {}\n" + "struct After { func kept() {} }")
    }

    func testARequirementWithoutABodyDoesNotTakeTheNextBraces() throws {
        let source = """
        protocol Loading {
            func load() throws -> Int
            var state: Int { get }
        }
        struct Loader: Loading {
            func load() throws -> Int
            {
                1
            }
            var state = State { 2 }
            func reset()
            @MainActor var label = { "x" }()
        }
        """
        let cut = try XCTUnwrap(skeleton(source))
        XCTAssertTrue(cut.contains("var state: Int { get }"))
        XCTAssertTrue(cut.contains("var state = State { 2 }"))
        XCTAssertTrue(cut.contains(#"@MainActor var label = { "x" }()"#))
        XCTAssertTrue(cut.contains("func load() throws -> Int\n    {}\n"), "a body on the line after its signature is still found")
    }

    func testCallsAndLabelsNamedLikeKeywordsAreNotSignatures() {
        let source = """
        let made = Widget.init { build() }
        let other = Widget(func: { run() }, init: 2)
        let quoted = `init`(x) { keep() }
        """
        XCTAssertNil(skeleton(source), "no body to cut: a trailing closure of a call is code dilint may read")
    }

    func testSignaturesWithDefaultClosuresGenericsAndEffects() throws {
        let source = """
        func retry<T: Sendable>(times: Int = 3, _ work: () async throws -> T = { fatalError() }) async rethrows -> T where T: Equatable {
            try await work()
        }
        """
        let cut = try XCTUnwrap(skeleton(source))
        XCTAssertTrue(cut.contains("= { fatalError() })"), "a default argument's closure is not the body")
        XCTAssertFalse(cut.contains("try await"))
    }

    func testGivesUpWhereTheBytesCouldFoolIt() {
        XCTAssertNil(skeleton("func f() { let r = /a{2}/ }\n"), "a regex literal may hold braces")
        XCTAssertNil(skeleton("func f() { let r = #/a}/# }\n"), "an extended regex literal")
        XCTAssertNil(skeleton("#sourceLocation(file: \"a\", line: 9)\nfunc f() { g() }\n"), "lines renumbered")
        XCTAssertNil(skeleton("func f() { g() \n"), "a body that never closes")
        XCTAssertNil(skeleton("func f() { g()) }\n"), "a bracket closing what it did not open")
        XCTAssertNotNil(skeleton("func f() -> Int { 6 / 3 }\n"), "division with spaces is not a regex")
    }

    /// Quotes swift-syntax does not read as a string's start or end, each once taken for one: the cut then
    /// ended at a `}` in a string and kept the body's real `}` after it.
    func testQuotesInCharacterAndRegexLiteralsDoNotMoveACut() throws {
        // `'…'` is a (mistaken) string literal to swift-syntax: its `"` opens nothing.
        XCTAssertEqual(skeleton("func f() { let c = '\"' ; g(\"}\") }\nfunc h() { k() }\n"), "func f() {}\nfunc h() {}\n")
        // `= / "/` is a regex literal to swift-syntax (one that may not start with a space): the pass gives up.
        XCTAssertNil(skeleton("func f() { _ = / \"/ + \"}\" }\nfunc h() { k() }\n"))
    }

    /// Whatever the bytes, the pass ends, and a skeleton is its file with the bytes between some braces
    /// cut out: every skeleton byte maps back to the same byte of the file, and only bytes between a `{`
    /// and a `}` are missing.
    func testAnyBytesGiveASkeletonThatOnlyCutsBetweenBraces() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["func f", "init", "deinit", "Cart", "get", "inject", "(", ")", "{", "}", "[", "]", "\"", "\"\"\"", "#", "\\(", "\\",
                      "/", "//", "/*", "*/", "\n", "\r", " ", "x", "`", ";", "=", ".", ":", "é", "\u{0}"]
        var cut = 0
        for _ in 0..<3_000 {
            func junk() -> String { (0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined() }
            // Bodies around junk, and junk around them: some of it balances, some does not.
            let source = (0..<Int.random(in: 1...4, using: &generator)).map { _ in
                Bool.random(using: &generator) ? junk() : "func f() {" + junk() + "}\n"
            }.joined()
            let bytes = Array(source.utf8)
            for plan in [UnreadBodies.Plan.everyBody, dirkPlan] {
                guard let skeleton = UnreadBodies.skeleton(of: bytes, plan: plan) else { continue }
                cut += 1
                var mapped = Set<Int>()
                for (offset, kept) in skeleton.bytes.enumerated() {
                    let start = skeleton.cuts.fileOffset(ofStart: offset), end = skeleton.cuts.fileOffset(ofEnd: offset)
                    XCTAssertEqual(bytes[start], kept, source)
                    mapped.insert(start)
                    if start != end {
                        // A cut: the file's bytes end..<start are gone, between a `{` and this `}`.
                        XCTAssertEqual(kept, UInt8(ascii: "}"), source)
                        XCTAssertEqual(bytes[end - 1], UInt8(ascii: "{"), source)
                    }
                }
                XCTAssertEqual(skeleton.cuts.fileOffset(ofEnd: skeleton.bytes.count), bytes.count, source)
                XCTAssertLessThan(mapped.count, bytes.count, "something was cut: \(source)")
            }
        }
        XCTAssertGreaterThan(cut, 100, "many of the random sources hold a body")
    }

    private let dirkPlan = UnreadBodies.Plan(frameworks: [.dirk], markers: DirkFrontend.bodyMarkers)

    func testThePlanFollowsWhatTheBytesCanHold() {
        let plain = ExtractionVocabulary(readsInjectGrail: false)
        func plan(_ source: String, _ vocabulary: ExtractionVocabulary = plain) -> UnreadBodies.Plan? {
            UnreadBodies.plan(for: Array(source.utf8), vocabulary: vocabulary)
        }
        XCTAssertEqual(plan("struct A { func f() {} }"), .everyBody)
        XCTAssertEqual(plan("import Dirk\nstruct A { @Inject var b: B\n func f() {} }"), dirkPlan,
                       "Dirk's reader: function bodies without its markers; a Shank-like `@Inject` beside `import Dirk` is Dirk's")
        XCTAssertNil(plan("struct A { func f() { build() } }"), "a Shank marker: Shank's reader may read any body")
        XCTAssertNil(plan("import Zerk\nstruct A { func f() {} }"), "Zerk's reader has no body markers")
        XCTAssertNil(plan("import Dirk\nimport Zerk\nstruct A {}"), "one reader that reads every body is enough")
        XCTAssertNil(plan("// dilint:disable unregistered-type\nstruct A {}"))
        XCTAssertNil(plan("struct A { func f() {} }", .standard),
                     "InjectGrail's reader runs on every file of a project read as InjectGrail's")
        let reexporting = ExtractionVocabulary(providerModules: ["AppDI": .dirk], readsInjectGrail: false)
        XCTAssertEqual(plan("import AppDI\nstruct A { func f() {} }", reexporting), dirkPlan, "a module that re-exports Dirk")
    }

    /// In a Dirk file a function body goes only when it spells nothing Dirk's reader reads; initializer
    /// bodies stay (which properties they read decides when a wrapper resolves).
    func testDirkFunctionBodiesGoOnlyWhenTheyNameNothingDirkReads() throws {
        let source = """
        import Dirk

        final class CartViewModel {
            @Inject var store: CartStore
            private var items: [String] = []

            init() { items = store.items }

            func load() {
                let records = items.filter { !$0.isEmpty }
                items = records.map { "Item \\($0)" }
            }
            func refresh() { items = items.sorted() }
            func start() { Dirk.start { AppModule() } }
            func makeModule() -> Any { AppModule() }
            func late() -> Pricing { inject() }
            func fromContainer(_ dirk: Container) { dirk.get(Pricing.self) }
            func quoted() { `Pricing`.run() }
            func nested() { func inner() { let a = 1 }; let b = [1].map { Local($0) } }
            func words() { // Pricing in a comment, "Pricing" in a string
                count += 1
            }
        }
        """
        let cut = String(decoding: try XCTUnwrap(UnreadBodies.skeleton(of: Array(source.utf8), plan: dirkPlan)).bytes, as: UTF8.self)
        for kept in ["items = store.items", "Dirk.start", "func makeModule() -> Any { AppModule() }", "inject()",
                     "dirk.get(Pricing.self)", "`Pricing`.run()", "Local($0)"] {
            XCTAssertTrue(cut.contains(kept), "kept: \(kept)")
        }
        for gone in ["records.map", "let records", "items.sorted()", "count += 1", "Item"] {
            XCTAssertFalse(cut.contains(gone), "cut: \(gone)")
        }
        XCTAssertTrue(cut.contains("func refresh() {}\n"), cut)
        XCTAssertTrue(cut.contains("func load() {}\n"), cut)

        // What lint reads from it is what the whole file gives.
        let vocabulary = ExtractionVocabulary(readsInjectGrail: false)
        let bytes = Array(source.utf8)
        XCTAssertEqual(Extractor.extract(bytes: bytes, vocabulary: vocabulary, bodies: .needed),
                       Extractor.extract(bytes: bytes, vocabulary: vocabulary, bodies: .whole))
    }

    /// A declaration whose signature names `Module` (or `Dirk.Module`) returns modules, which Dirk's reader
    /// follows whatever the body spells (`{ base() + extra() }`); the next declaration's body is judged on its own again.
    func testDirkBodiesOfDeclarationsOfModulesStay() throws {
        let source = """
        import Dirk

        enum AppModules {
            static func all() -> [Module] { base() + extra() }
            static var core: Module { base() }
            static var late: Module? {
                get { extra() }
            }
            static func count() -> Int { all().count }
            func take(_ module: Module) { keep(module) }
            var label: String { describe() }
            static func routed(_ module: Dirk.Module) -> Dirk.Module { passed(module) }
            static var qualified: Dirk.Module { base() }
        }
        """
        let cut = String(decoding: try XCTUnwrap(UnreadBodies.skeleton(of: Array(source.utf8), plan: dirkPlan)).bytes, as: UTF8.self)
        for kept in ["{ base() + extra() }", "var core: Module { base() }", "get { extra() }", "keep(module)", "passed(module)",
                     "var qualified: Dirk.Module { base() }"] {
            XCTAssertTrue(cut.contains(kept), "kept: \(kept)\n\(cut)")
        }
        for gone in ["all().count", "describe()"] {
            XCTAssertFalse(cut.contains(gone), "cut: \(gone)\n\(cut)")
        }
        let vocabulary = ExtractionVocabulary(readsInjectGrail: false)
        let bytes = Array(source.utf8)
        XCTAssertEqual(Extractor.extract(bytes: bytes, vocabulary: vocabulary, bodies: .needed),
                       Extractor.extract(bytes: bytes, vocabulary: vocabulary, bodies: .whole))
    }

    /// A type of the standard library or Apple's frameworks is never a module: a body that constructs only
    /// such types (`Date()`, `[String]()`, `URL(string:)`, a view's `VStack { Text(…) }`) goes, and Dirk
    /// records no construction of one. `Self()` names the type
    /// around it, which may be a module, and a project's own type may be one.
    /// A provider's text (what duplicate-registration compares) is the file's, even where the closure
    /// holds a function whose body the skeleton cut out.
    func testAProvidersTextKeepsTheBodiesCutFromIt() throws {
        let source = """
        import Dirk
        final class Store {}
        func boot() { try! Dirk.start { module } }
        let module = Module {
            Factory { () -> Store in
                func tweak() { let a = 1 }
                return Store() }
            Factory { () -> Store in
                func tweak() { let a = 2 }
                return Store() }
        }

        """
        let skeleton = String(decoding: try XCTUnwrap(UnreadBodies.skeleton(of: Array(source.utf8), plan: dirkPlan)).bytes, as: UTF8.self)
        XCTAssertTrue(skeleton.contains("func tweak() {}"), "the nested function's body is cut: \(skeleton)")
        let vocabulary = ExtractionVocabulary(readsInjectGrail: false)
        let read = Extractor.extract(bytes: Array(source.utf8), vocabulary: vocabulary, bodies: .needed)
        XCTAssertEqual(read, Extractor.extract(bytes: Array(source.utf8), vocabulary: vocabulary, bodies: .whole))
        XCTAssertEqual(read.frameworks[.dirk]?.modules.first?.providers.map(\.text).last,
                       "Factory { () -> Store in func tweak() { let a = 2 } return Store() }")
        // Two different providers of one key (not "the same provider twice"): the module is followed from the
        // start, so the second, written later, is the one Dirk keeps.
        let duplicates = Linter.run(sources: ["App.swift": source]).diagnostics.filter { $0.rule == DuplicateRegistrationRule.id }
        XCTAssertEqual(duplicates.count, 1)
        XCTAssertTrue(duplicates.allSatisfy { $0.message.contains("this one replaces the one at App.swift:5:5") }, "\(duplicates)")
    }

    /// `#if` blocks are told apart by where they start in the file: after a cut body, the skeleton's
    /// offset is mapped back, so a provider's conditions name the block as the whole file does.
    func testConditionsAfterACutBodyNameTheirBlockAsTheWholeFileDoes() throws {
        let source = """
        import Dirk
        final class Store {}
        final class MockStore {}
        func helper() -> Int {
            let values = [1, 2, 3]
            return values.count
        }
        let module = Module {
            #if DEBUG
            Factory { MockStore() }
            #else
            Factory { Store() }
            #endif
        }

        """
        let bytes = Array(source.utf8)
        let skeleton = try XCTUnwrap(UnreadBodies.skeleton(of: bytes, plan: dirkPlan))
        XCTAssertFalse(skeleton.cuts.isEmpty, "the helper's body is cut")
        let vocabulary = ExtractionVocabulary(readsInjectGrail: false)
        let read = Extractor.extract(bytes: bytes, vocabulary: vocabulary, bodies: .needed)
        XCTAssertEqual(read, Extractor.extract(bytes: bytes, vocabulary: vocabulary, bodies: .whole))
        // The block starts with the line break after `Module {` (its leading trivia).
        let block = "@\(try XCTUnwrap(source.range(of: "Module {")).upperBound.utf16Offset(in: source))"
        XCTAssertEqual(Set(read.frameworks[.dirk]?.modules.first?.providers.flatMap(\.conditions).map(\.blockID) ?? []), [block],
                       "the block's id is its offset in the file")
    }

    func testDirkBodiesThatConstructOnlyTypesNoProjectDeclaresGo() throws {
        let source = """
        import Dirk
        import Foundation

        final class FeatureModule: Module {
            static func make() -> Self { Self() }
            func stamp() -> Date { Date() }
            func names() -> [String] { [String]() }
            func link() -> URL? { URL(string: "https://example.com/\\(UUID())") }
            func other() -> AnyObject { NetworkModule() }
            static func padded(_ hours: Int) -> String {
                func wrap(_ number: Int) -> String {
                    number < 10 ? "0\\(number)" : String(number)
                }
                return wrap(hours)
            }
        }

        struct FeatureView: View {
            var body: some View { VStack { Text("Hello") } }
        }
        """
        let cut = String(decoding: try XCTUnwrap(UnreadBodies.skeleton(of: Array(source.utf8), plan: dirkPlan)).bytes, as: UTF8.self)
        for kept in ["{ Self() }", "{ NetworkModule() }"] {
            XCTAssertTrue(cut.contains(kept), "kept: \(kept)")
        }
        for gone in ["{ Date() }", "[String]()", "URL(string:", "VStack { Text", "func wrap"] {
            XCTAssertFalse(cut.contains(gone), "cut: \(gone)")
        }
        let vocabulary = ExtractionVocabulary(readsInjectGrail: false)
        let bytes = Array(source.utf8)
        let whole = Extractor.extract(bytes: bytes, vocabulary: vocabulary, bodies: .whole)
        XCTAssertEqual(Extractor.extract(bytes: bytes, vocabulary: vocabulary, bodies: .needed), whole)
        let constructed = whole.frameworks[.dirk]?.moduleInstantiations.map(\.type.canonical) ?? []
        XCTAssertEqual(constructed, ["Self", "NetworkModule"])
    }

    func testAMarkerAnyFrontendDoesNotIgnoreMarksTheBody() {
        let dirk = BodyMarkers(typeNames: true, ignoring: ["Date", "String"], words: ["inject"])
        let other = BodyMarkers(typeNames: true, ignoring: ["Date"], words: ["get"])
        let merged = dirk.union(other)
        XCTAssertEqual(merged.ignoredTypeNames, [Array("Date".utf8)])
        XCTAssertEqual(merged.words, [Array("inject".utf8), Array("get".utf8)])
        XCTAssertEqual(dirk.union(BodyMarkers(typeNames: false, words: [])).ignoredTypeNames, dirk.ignoredTypeNames)
        let bytes = Array("String Date Service inject".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            XCTAssertFalse(dirk.marks(buffer, 0..<6), "String is ignored")
            XCTAssertTrue(merged.marks(buffer, 0..<6), "String is not ignored by the other frontend")
            XCTAssertFalse(merged.marks(buffer, 7..<11), "Date is ignored by both")
            XCTAssertTrue(dirk.marks(buffer, 12..<19), "a project's type marks")
            XCTAssertTrue(dirk.marks(buffer, 20..<26), "a word marks")
        }
    }

    /// Real code: every fixture and every Swift file of dilint itself. Where a skeleton exists it must
    /// parse cleanly whenever the file does, and give the declarations and imports the whole file gives.
    func testSkeletonsOfRealCodeParseAndDeclareWhatTheWholeFilesDo() throws {
        let root = FixtureSwiftFiles.folder.deletingLastPathComponent()
        let own = ["Sources", "Tests"].flatMap { folder in
            FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)!
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        }.sorted { $0.path < $1.path }
        let files = FixtureSwiftFiles.all().map(\.url) + own
        let vocabulary = ExtractionVocabulary(readsInjectGrail: false)
        var cut = 0
        for url in files {
            let bytes = Array(try Data(contentsOf: url))
            guard SourceLimits.firstExcess(in: bytes) == nil, let skeleton = UnreadBodies.skeleton(of: bytes) else { continue }
            let wholeTree = Extractor.parse(bytes)
            let whole = Extractor.extract(tree: wholeTree, parsed: bytes, bytes: bytes, vocabulary: vocabulary,
                                          frontends: Extractor.frontends(for: wholeTree, bytes: bytes, vocabulary: vocabulary))
            let tree = Extractor.parse(skeleton.bytes)
            if tree.hasError {
                XCTAssertNotNil(whole.firstSyntaxError, "\(url.path): the skeleton fails to parse where the file parses")
                continue
            }
            let readers = Extractor.frontends(for: tree, bytes: bytes, vocabulary: vocabulary)
            let read = Extractor.extract(tree: tree, parsed: skeleton.bytes, cuts: skeleton.cuts, bytes: bytes, vocabulary: vocabulary,
                                         frontends: readers)
            XCTAssertEqual(read.declarations, whole.declarations, url.path)
            XCTAssertEqual(read.imports, whole.imports, url.path)
            // Where no framework reads the file (where lint cuts every body), each declaration's lines, read
            // through the cuts, are those the whole file spans.
            if readers.isEmpty { XCTAssertEqual(read.enclosingDeclarations, whole.enclosingDeclarations, url.path) }
            cut += 1
        }
        XCTAssertGreaterThan(cut, 300, "the comparison must cover real code, not a handful of files")
    }

    /// What lint reads: for every fixture file, cutting bodies (where it applies) gives the facts the whole
    /// file gives, but for a syntax error inside a body dilint did not read.
    func testExtractionReadsFixturesAsTheWholeFilesDo() {
        let vocabulary = ExtractionVocabulary(readsInjectGrail: false)
        var cut: [String: Int] = [:]
        for (url, text) in FixtureSwiftFiles.all() {
            let bytes = Array(text.utf8)
            var whole = Extractor.extract(bytes: bytes, vocabulary: vocabulary, bodies: .whole)
            let read = Extractor.extract(bytes: bytes, vocabulary: vocabulary, bodies: .needed)
            if let plan = UnreadBodies.plan(for: bytes, vocabulary: vocabulary), UnreadBodies.skeleton(of: bytes, plan: plan) != nil {
                cut[plan.frameworks.first?.rawValue ?? "none", default: 0] += 1
            }
            if read.firstSyntaxError == nil { whole.firstSyntaxError = nil }
            XCTAssertEqual(read, whole, url.path)
        }
        XCTAssertGreaterThan(cut["none", default: 0], 10, "some fixture files hold no DI code and have their bodies cut")
        XCTAssertGreaterThan(cut[Framework.dirk.rawValue, default: 0], 10, "some Dirk files have bodies Dirk's reader does not read")
    }
}
