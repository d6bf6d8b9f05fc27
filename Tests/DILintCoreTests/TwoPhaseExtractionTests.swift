@testable import DILintCore
import XCTest

/// Parsing only the files the DI code reaches must not change a report, nor must the thread count.
final class TwoPhaseExtractionTests: XCTestCase {
    private func rendered(_ files: [String: String], _ extraction: ExtractionSettings) -> String {
        let report = Linter.run(sources: files, extraction: extraction)
        return JSONReporter.render(AnalysisResultBuilder.build(report, toolVersion: "test")) + report.fileProblems.joined(separator: "\n")
            + "\nread \(report.readFiles) of \(report.analysedFiles.count)"
    }

    func testEveryRuleExampleReportsTheSameWithEveryFileParsed() {
        var compared = 0
        for rule in RuleCatalog.all {
            for example in rule.triggeringExamples + rule.nonTriggeringExamples {
                XCTAssertEqual(rendered(example.files, ExtractionSettings(fullParse: false)), rendered(example.files, ExtractionSettings(fullParse: true)),
                               "\(rule.id): \(example.files.keys.sorted())")
                compared += 1
            }
        }
        XCTAssertGreaterThan(compared, 50)
    }

    func testThreadCountDoesNotChangeTheReport() {
        for rule in RuleCatalog.all {
            for example in rule.triggeringExamples {
                XCTAssertEqual(rendered(example.files, ExtractionSettings(jobs: 1)), rendered(example.files, ExtractionSettings(jobs: 3)), rule.id)
            }
        }
    }

    /// A file that declares a type a registration builds is parsed in the second round, one that only
    /// the first round's declarations name in the third; a file naming none of them is never parsed.
    func testFollowsNamesFromRoundToRoundAndSkipsTheRest() {
        let files = [
            "App/Assembly.swift": "import Dirk\nlet module = Module { Singleton { Service(client: try $0.get()) } }\n",
            "App/Service.swift": "final class Service { init(client: Client) {} }\n",
            "App/Client.swift": "typealias Client = HTTPClient\n",
            "App/HTTPClient.swift": "final class HTTPClient {}\n",
            "App/Unrelated.swift": "struct Banner { let title: String }\n",
        ]
        let sources = files.keys.sorted().map { path in
            ReadSource(file: SourceFile(displayPath: path, absolutePath: "/" + path, codeClass: .app), bytes: .success(Array(files[path]!.utf8)))
        }
        var parsed: [[String]] = []
        let outcomes = TwoPhaseExtraction.traced(sources, vocabulary: .standard, threads: 2) { subset in
            parsed.append(subset.map(\.file.displayPath))
            return ParallelExtraction.run(subset)
        }.outcomes
        XCTAssertEqual(parsed, [["App/Assembly.swift"], ["App/Service.swift"], ["App/Client.swift"], ["App/HTTPClient.swift"]])
        guard case .unneeded = outcomes[sources.firstIndex { $0.file.displayPath == "App/Unrelated.swift" }!] else {
            return XCTFail("Unrelated.swift was parsed")
        }
    }

    /// Fixtures/ is all DI code (every file of it is parsed in one round or another), so this test adds
    /// files a real app has beside it: a view, a model, a helper, a type named only in a comment of the
    /// DI code's neighbour. The unrelated ones are skipped, and the report does not change.
    func testSkipsTheFilesNothingNamesAndReportsTheSame() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/Dirk/ExampleApp")
        var files: [String: String] = [:]
        for case let url as URL in FileManager.default.enumerator(at: fixture, includingPropertiesForKeys: nil)! where url.pathExtension == "swift" {
            files[String(url.path.dropFirst(fixture.path.count + 1))] = try String(contentsOf: url, encoding: .utf8)
        }
        XCTAssertEqual(files.count, 6)
        files["Sources/Shop/Views/Banner.swift"] = "import SwiftUI\nstruct Banner: View { var body: some View { Text(\"Sale\") } }\n"
        files["Sources/Shop/Models/Price.swift"] = "struct Price: Equatable { let cents: Int }\n"
        files["Sources/Shop/Util/Log.swift"] = "func log(_ message: String) { print(message) }\n"
        XCTAssertEqual(rendered(files, ExtractionSettings(fullParse: false)), rendered(files, ExtractionSettings(fullParse: true)))

        let provider = InMemorySources(files)
        let sources = ReadSources.read(try provider.discover(["."]).sources, from: provider)
        let outcomes = TwoPhaseExtraction.traced(sources, vocabulary: .standard, threads: 2) { ParallelExtraction.run($0) }.outcomes
        let skipped = zip(sources, outcomes).compactMap { source, outcome -> String? in
            if case .unneeded = outcome { return source.file.displayPath } else { return nil }
        }
        XCTAssertEqual(skipped, ["Sources/Shop/Models/Price.swift", "Sources/Shop/Util/Log.swift", "Sources/Shop/Views/Banner.swift"])
    }

    /// `Injector`, `Injectable`, `Injects` and `@Needs` are InjectGrail's markers only in a project that
    /// names InjectGrail or an injector: elsewhere a file that spells them is parsed only if the DI code
    /// needs it.
    func testInjectGrailMarkersPickFilesOnlyInAProjectReadAsInjectGrails() throws {
        var files = ["App/Assembly.swift": "import Dirk\nlet module = Module { Singleton { Service() } }\n",
                     "App/Service.swift": "final class Service {}\n",
                     "App/Tracing.swift": "func inject(_ context: Context) {}\nstruct Needs { let x: Int }\n"]
        func unneeded() throws -> [String] {
            let provider = InMemorySources(files)
            let sources = ReadSources.read(try provider.discover(["."]).sources, from: provider)
            let vocabulary = ProjectVocabulary(sources: sources, vendored: [], policy: LintPolicy()).vocabulary
            let outcomes = TwoPhaseExtraction.traced(sources, vocabulary: vocabulary, threads: 2) { ParallelExtraction.run($0, vocabulary: vocabulary) }.outcomes
            return zip(sources, outcomes).compactMap { source, outcome in
                if case .unneeded = outcome { return source.file.displayPath } else { return nil }
            }
        }
        XCTAssertEqual(try unneeded(), ["App/Tracing.swift"])
        XCTAssertEqual(rendered(files, ExtractionSettings(fullParse: false)), rendered(files, ExtractionSettings(fullParse: true)))

        // Now the project names an injector: every file with a marker is parsed, and only those: words
        // that merely contain `Inject` or `Needs` are no markers.
        files["App/Root.swift"] = "protocol AppInjector {}\n"
        files["App/Feed.swift"] = "@Needs<FeedInjector>\nfinal class Feed {}\n"
        files["App/Layout.swift"] = "final class Layout { func redraw() { setNeedsLayout() } }\nlet propertyInjection = true\n"
        XCTAssertEqual(try unneeded(), ["App/Layout.swift", "App/Tracing.swift"])
        XCTAssertEqual(rendered(files, ExtractionSettings(fullParse: false)), rendered(files, ExtractionSettings(fullParse: true)))
    }

    /// The one thing the two modes tell apart, by design: a file that is never parsed is not checked for
    /// syntax errors. It holds no DI code and nothing the DI code names, so no finding depends on it;
    /// `--full-parse` reports it.
    func testASyntaxErrorInAFileNothingNeedsIsReportedOnlyWithFullParse() {
        let files = ["App/Assembly.swift": "import Dirk\nlet module = Module { Singleton { Service() } }\n",
                     "App/Service.swift": "final class Service {}\n",
                     "App/Broken.swift": "struct Broken {\n"]
        XCTAssertEqual(Linter.run(sources: files, extraction: ExtractionSettings(fullParse: false)).fileProblems, [])
        XCTAssertEqual(Linter.run(sources: files, extraction: ExtractionSettings(fullParse: true)).fileProblems.count, 1)
    }

    func testSeedsAreTypeLikeIdentifiersAndFunctionNamesButNotImportsConditionsOrProse() {
        var facts = ExtractedFacts(imports: ["UIKit"], declarations: Declarations(), frameworks: [:])
        var dirk = FrameworkFacts()
        let at = SourceLocation(file: "", line: 1, column: 1)
        dirk.functions = [FunctionFact(path: ["Assembly", "registerAll"], scope: Scope(typePath: ["Assembly"]),
                                       calls: [FunctionCallFact(callee: ["Self", "register"], location: at)],
                                       constructions: [ConstructionFact(type: .name("Client"), location: at)], location: at)]
        facts.frameworks[.dirk] = dirk
        let seeds = MentionedNames(facts).seeds
        XCTAssertEqual(seeds, ["Assembly", "Self", "register", "Client"], "function names count in any case, other names when type-like")
        XCTAssertFalse(seeds.contains("UIKit"))
        let sink = NameCollectingEncoder.Sink()
        NameCollectingEncoder.collect("Service(client: try $0.get())\nHelper \u{e9}Caf\u{e9} _Box _lower __ \u{c9}clair A\u{301}cute a\u{301}b", at: .init(), into: sink)
        XCTAssertEqual(sink.names, ["Service", "Helper", "_Box", "\u{c9}clair", "A\u{301}cute"],
                       "the first letter after any `_` decides, a non-ASCII or combined one as a Character")
    }

    /// A declaration adds names only once something needs it: through its own name, or a needed
    /// conformance (the subclass of a class that conforms to a requested protocol).
    func testDeclarationsAddNamesOnlyOnceTheyAreNeeded() {
        var needed = NeededNames()
        var file = MentionedNames(.unparsed)
        file.declarations = [
            .init(owners: ["Banner"], inherited: ["View"], mentions: ["Banner", "Theme"]),
            .init(owners: ["LiveStore"], inherited: ["Storing"], mentions: ["LiveStore", "Storing", "Database"]),
            .init(owners: ["Service"], inherited: [], mentions: ["Client"]),
            .init(owners: ["Service", "log"], inherited: [], mentions: ["Message"]),
        ]
        XCTAssertEqual(Set(needed.add([NumberedNames([file])])), [])
        var seed = MentionedNames(.unparsed)
        seed.seeds = ["Storing", "Service", "String"]
        let fresh = needed.add([NumberedNames([seed])])
        XCTAssertEqual(Set(fresh), ["Storing", "LiveStore", "Database", "Service", "Client", "Message"],
                       "a function's name selects it but is not needed itself: calls name what they call")
        XCTAssertEqual(fresh.count, Set(fresh).count, "each name once")
        var later = MentionedNames(.unparsed)
        later.declarations = [.init(owners: ["CachedStore"], inherited: ["LiveStore"], mentions: ["CachedStore"])]
        XCTAssertEqual(needed.add([NumberedNames([later])]), ["CachedStore"])
    }

    /// The extracting threads number a round's names in runs of files; however the files are split into
    /// runs, and in whatever order the runs come, the names needed are the same.
    func testTheNamesNeededDoNotDependOnHowTheFilesAreSplitIntoRuns() {
        func file(_ declarations: [MentionedNames.Declaration], seeds: Set<String> = []) -> MentionedNames {
            var file = MentionedNames(.unparsed)
            (file.declarations, file.seeds) = (declarations, seeds)
            return file
        }
        let files = [
            file([.init(owners: ["Feed"], inherited: ["Screen"], mentions: ["Feed", "Screen", "FeedStore"])]),
            file([.init(owners: ["FeedStore"], inherited: [], mentions: ["FeedStore", "Cache", "String"])], seeds: ["Feed"]),
            file([.init(owners: ["Cache"], inherited: ["Storing"], mentions: ["Cache", "Storing", "Disk"]),
                  .init(owners: ["Unused"], inherited: [], mentions: ["Unused", "Network"])]),
            file([.init(owners: ["Disk"], inherited: [], mentions: ["Disk", "FileHandle"])], seeds: ["Feed", "Clock"]),
        ]
        var whole = NeededNames()
        // Which names, not the order they became needed in (that follows the runs).
        let expected = Set(whole.add([NumberedNames(files)]))
        XCTAssertEqual(expected, ["Feed", "Screen", "FeedStore", "Cache", "Storing", "Disk", "FileHandle", "Clock"])
        for runs in [[0..<1, 1..<2, 2..<3, 3..<4], [0..<3, 3..<4], [3..<4, 0..<2, 2..<3], [2..<4, 0..<2]] {
            var split = NeededNames()
            XCTAssertEqual(Set(split.add(runs.map { NumberedNames(files[$0]) })), expected, "runs \(runs)")
        }
        // A later round whose names are numbered apart from the first's still meets the first's declarations.
        var rounds = NeededNames()
        XCTAssertEqual(Set(rounds.add([NumberedNames(files[2..<4])])), ["Feed", "Clock"])
        XCTAssertEqual(Set(rounds.add([NumberedNames(files[0..<2])])), expected.subtracting(["Feed", "Clock"]))
    }

    func testTheFirstRoundsUTF8CheckAgreesWithTheStandardLibrary() {
        let samples: [[UInt8]] = [Array("let café = \"ü\" // 😀 ok".utf8), Array("plain ascii, longer than eight bytes".utf8),
                                  [0x66, 0xFF, 0xFE, 0x0A], Array("abcdefgh".utf8) + [0xC3], [0xE2, 0x82], []]
        for bytes in samples {
            XCTAssertEqual(DIFileMarkers.isUTF8(bytes), String(validating: bytes, as: UTF8.self) != nil, "\(bytes)")
        }
        // Every lead byte with every edge of every continuation range, cut short and not, amid ASCII.
        let edges: [UInt8] = [0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF]
        var generator = SystemRandomNumberGenerator()
        var invalid = 0
        for lead in 0xC0...0xFF {
            for second in edges {
                for third in edges {
                    for tail in [[], [UInt8(0x80)], [UInt8(0xBF), 0x80], [UInt8(0x41)]] {
                        let padding = Array(repeating: UInt8(ascii: "a"), count: Int.random(in: 0...9, using: &generator))
                        let bytes = padding + [UInt8(lead), second, third] + tail + padding
                        let expected = String(validating: bytes, as: UTF8.self) != nil
                        if !expected { invalid += 1 }
                        XCTAssertEqual(DIFileMarkers.isUTF8(bytes), expected, "\(bytes)")
                    }
                }
            }
        }
        XCTAssertGreaterThan(invalid, 1_000, "the cases hold invalid sequences too")
        let valid = Array("// Photos7 — “summary” · naïve 😀 \u{10FFFF} end".utf8)
        XCTAssertTrue(DIFileMarkers.isUTF8(valid))
    }

    func testSpellingFindsWholeIdentifiersOnly() {
        let wanted = IdentifierTokens.Wanted(["Service", "é_ok"])
        XCTAssertTrue(IdentifierTokens.spell(Array("let s = Service()".utf8), anyOf: wanted))
        XCTAssertTrue(IdentifierTokens.spell(Array("x // é_ok".utf8), anyOf: wanted))
        XCTAssertFalse(IdentifierTokens.spell(Array("let s = ServiceImpl(); let t = MyService".utf8), anyOf: wanted))
    }

    func testTokensAreWholeIdentifiers() {
        let bytes = Array("let x2 = FooBar(0x1F) // é_ok".utf8)
        for token in ["let", "x2", "FooBar", "é_ok"] {
            XCTAssertTrue(IdentifierTokens.spell(bytes, anyOf: .init([token])), token)
        }
        for part in ["0x1F", "1F", "x1F", "Foo", "Bar", "é", "ok"] {
            XCTAssertFalse(IdentifierTokens.spell(bytes, anyOf: .init([part])), "\(part) is not a whole identifier (or is a number)")
        }
    }
}
