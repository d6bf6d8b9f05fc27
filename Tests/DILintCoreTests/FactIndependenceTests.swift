@testable import DILintCore
import Foundation
import XCTest

/// Facts are a function of a file's bytes (and the project's vocabulary), never of its path, its
/// neighbours or the order files are read in; Link gives one graph for any order of the same facts.
/// These are what make the run memo's replay and a partial (lazy) parse sound.
final class FactIndependenceTests: XCTestCase {
    private struct Project {
        var name: String
        var files: [SourceFile]
        var sources: [ReadSource]
        var vocabulary: ExtractionVocabulary
        var policy: LintPolicy
    }

    private static let fixturesRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    private func projects() throws -> [Project] {
        var projects: [Project] = []
        for framework in try FileManager.default.contentsOfDirectory(atPath: Self.fixturesRoot.path).sorted() {
            let frameworkFolder = Self.fixturesRoot.appendingPathComponent(framework)
            for name in try FileManager.default.contentsOfDirectory(atPath: frameworkFolder.path).sorted() {
                let folder = frameworkFolder.appendingPathComponent(name).path
                var configuration = Configuration()
                if let path = Configuration.find(from: folder), path.hasPrefix(folder) {
                    configuration = try Configuration.load(path: path)
                }
                let provider = FileSystemSources(currentDirectory: folder)
                let found = try provider.discover(["."])
                let files = configuration.selection.apply(to: found.sources)
                let sources = ReadSources.read(files, from: provider)
                let vendored = ReadSources.read(configuration.selection.apply(to: found.vendored), from: provider)
                let project = ProjectVocabulary(sources: sources, vendored: vendored, policy: configuration.policy)
                // Searched on several threads, the bytes teach the same vocabulary.
                let searched = ProjectVocabulary(sources: sources, vendored: vendored, policy: configuration.policy, threads: 3)
                XCTAssertEqual(searched.vocabulary, project.vocabulary, folder)
                XCTAssertEqual(searched.exportingModules, project.exportingModules, folder)
                XCTAssertEqual(searched.copies.nearMisses.map { "\($0.file): \($0.reason)" },
                               project.copies.nearMisses.map { "\($0.file): \($0.reason)" }, folder)
                let vocabulary = project.vocabulary
                projects.append(Project(name: "\(framework)/\(name)", files: files, sources: sources, vocabulary: vocabulary,
                                        policy: configuration.policy))
            }
        }
        XCTAssertGreaterThan(projects.count, 50, "the fixtures were not found")
        return projects
    }

    private func facts(_ outcome: ParallelExtraction.Outcome) -> ExtractedFacts? {
        if case .facts(let facts) = outcome { return facts }
        return nil
    }

    /// Inside its project, shuffled, and beside another project's files (whatever those hold: injectors,
    /// framework copies, other frameworks): a file's facts are what the file alone gives.
    func testEachFileAloneGivesTheFactsItGivesInsideItsShuffledProject() throws {
        var generator = SeededGenerator(seed: 13)
        var compared = 0
        let projects = try projects()
        for (number, project) in projects.enumerated() {
            let neighbour = projects[(number + 1) % projects.count]
            let all = project.sources + neighbour.sources
            let order = Array(all.indices).shuffled(using: &generator)
            let together = ParallelExtraction.run(order.map { all[$0] }, vocabulary: project.vocabulary)
            for (position, index) in order.enumerated() where index < project.sources.count {
                let alone = ParallelExtraction.run([project.sources[index]], vocabulary: project.vocabulary)[0]
                XCTAssertEqual(facts(alone), facts(together[position]),
                               "\(project.name): \(project.files[index].displayPath) gives other facts inside its project")
                compared += 1
            }
        }
        XCTAssertGreaterThan(compared, 200)
    }

    func testExtractedFactsNameNoFileUntilPlacedAndThenNameOnlyTheirOwn() throws {
        let encoder = JSONEncoder()
        var located = 0
        for project in try projects() {
            for (file, outcome) in zip(project.files, ParallelExtraction.run(project.sources, vocabulary: project.vocabulary)) {
                guard let extracted = facts(outcome) else { continue }
                let before = try FileNames.in(encoder.encode(extracted))
                XCTAssertEqual(before.files.subtracting([""]), [], "\(file.displayPath): extracted facts name a file")
                XCTAssertTrue(before.localIDs.allSatisfy { $0.hasPrefix("@") || $0.hasPrefix(":") },
                              "\(file.displayPath): a file-local ID names a file before placement: \(before.localIDs)")
                let placed = FileFacts(path: file.displayPath, codeClass: file.codeClass, placing: extracted)
                let after = try FileNames.in(encoder.encode(placed.placed))
                XCTAssertEqual(after.files.subtracting([file.displayPath]), [],
                               "\(file.displayPath): a location was not placed (a field missing from FactPlacement?)")
                XCTAssertTrue(after.localIDs.allSatisfy { $0.hasPrefix(file.displayPath) },
                              "\(file.displayPath): a file-local ID was not placed: \(after.localIDs)")
                if before.files == [""] { located += 1 }
            }
        }
        XCTAssertGreaterThan(located, 150, "too few files with locations were looked at")
    }

    func testFactsSurviveAnEncodeDecodeRoundTrip() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        for project in try projects() {
            for (file, outcome) in zip(project.files, ParallelExtraction.run(project.sources, vocabulary: project.vocabulary)) {
                guard let extracted = facts(outcome) else { continue }
                let decoded = try JSONDecoder().decode(ExtractedFacts.self, from: encoder.encode(extracted))
                XCTAssertEqual(decoded, extracted, "\(project.name): \(file.displayPath)")
                let placed = FileFacts(path: file.displayPath, codeClass: file.codeClass, placing: extracted)
                XCTAssertEqual(try JSONDecoder().decode(FileFacts.self, from: encoder.encode(placed)), placed)
            }
        }
    }

    func testLinkingShuffledFactsGivesTheSameResult() throws {
        var generator = SeededGenerator(seed: 29)
        for project in try projects() {
            let facts = zip(project.files, ParallelExtraction.run(project.sources, vocabulary: project.vocabulary))
                .compactMap { file, outcome in self.facts(outcome).map { FileFacts(path: file.displayPath, codeClass: file.codeClass, placing: $0) } }
            let expected = LinkedSummary(facts, policy: project.policy)
            for _ in 0..<3 {
                XCTAssertEqual(LinkedSummary(facts.shuffled(using: &generator), policy: project.policy), expected,
                               "\(project.name): linking in another order changed the result")
            }
        }
    }

    /// Two files declare the same name differently: whichever Link keeps, it must keep it in every order.
    func testConflictingDeclarationsResolveTheSameWayInEveryOrder() {
        let sources = [
            "App/A.swift": "import Zerk\ntypealias Client = LiveClient\nfinal class LiveClient {}\n",
            "App/B.swift": "import Zerk\ntypealias Client = MockClient\nfinal class MockClient {}\n",
            "App/C.swift": "import Zerk\nfinal class Screen { @Injected var client: Client }\nfunc setUp() { Zerk.store.singleton(LiveClient()) }\n",
        ]
        let facts = sources.keys.sorted().map {
            FileFacts(path: $0, codeClass: .app, placing: Extractor.extract(bytes: Array(sources[$0]!.utf8)))
        }
        let expected = LinkedSummary(facts, policy: LintPolicy())
        for order in [[0, 1, 2], [1, 0, 2], [2, 1, 0], [1, 2, 0]] {
            XCTAssertEqual(LinkedSummary(order.map { facts[$0] }, policy: LintPolicy()), expected, "order \(order)")
        }
    }
}

/// What Link and Check make of some facts, in a comparable form.
private struct LinkedSummary: Equatable {
    var registrations: [Registration]
    var inactive: [Registration]
    var requests: [Request]
    var edges: [Edge]
    var bootstraps: [Bootstrap]
    var unresolved: [Unresolved]
    var components: [Component]
    var diagnostics: [Diagnostic]

    init(_ facts: [FileFacts], policy: LintPolicy) {
        let graph = Linker.link(facts)
        registrations = graph.registrations
        inactive = graph.inactiveRegistrations
        requests = graph.requests
        edges = graph.edges
        bootstraps = graph.bootstraps
        unresolved = graph.unresolved
        components = graph.components
        diagnostics = Linter.report(for: graph, files: facts, policy: policy).diagnostics
    }
}

/// The values of every `file` key (locations) and of every ID built from a place in the file, found in
/// encoded facts.
private struct FileNames {
    var files: Set<String> = []
    var localIDs: [String] = []

    static func `in`(_ data: Data) throws -> FileNames {
        var names = FileNames()
        names.collect(try JSONSerialization.jsonObject(with: data))
        return names
    }

    private mutating func collect(_ value: Any) {
        if let object = value as? [String: Any] {
            for (key, value) in object {
                if key == "file", let file = value as? String { files.insert(file) }
                if ["blockID", "orderScope"].contains(key), let id = value as? String { localIDs.append(id) }
                collect(value)
            }
        } else if let array = value as? [Any] {
            array.forEach { collect($0) }
        }
    }
}

/// A deterministic generator, so a failing order can be reproduced.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 | 1 }
    mutating func next() -> UInt64 {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return state
    }
}
