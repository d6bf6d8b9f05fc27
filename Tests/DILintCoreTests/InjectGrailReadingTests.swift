@testable import DILintCore
import XCTest

/// InjectGrail's reader keeps every type of every file (Sourcery merges a type's declarations from any
/// file), so a project that neither imports InjectGrail nor names an injector is not read for it at all.
final class InjectGrailReadingTests: XCTestCase {
    private func vocabulary(_ files: [String: String], policy: LintPolicy = LintPolicy()) throws -> ExtractionVocabulary {
        let provider = InMemorySources(files)
        let sources = ReadSources.read(try provider.discover(["."]).sources, from: provider)
        return ProjectVocabulary(sources: sources, vendored: [], policy: policy).vocabulary
    }

    private let dirkApp = [
        "App/Assembly.swift": "import Dirk\n\nlet module = Module {\n    Factory { Feed(store: try $0.get()) }\n}\n",
        "App/Feed.swift": "final class Feed {\n    @Inject var store: Store\n    init(store: Store) {}\n}\n",
        "App/Store.swift": "struct Store {\n    let name: String\n}\n",
    ]

    func testAProjectThatNamesNoInjectorIsNotReadForInjectGrail() throws {
        let vocabulary = try vocabulary(dirkApp)
        XCTAssertFalse(vocabulary.readsInjectGrail)
        let store = Array(dirkApp["App/Store.swift"]!.utf8)
        XCTAssertNil(Extractor.extract(bytes: store, vocabulary: vocabulary).frameworks[.injectgrail])
        XCTAssertNotNil(Extractor.extract(bytes: store, vocabulary: .standard).frameworks[.injectgrail],
                        "read for InjectGrail, a plain struct is kept: an extension elsewhere may make it a root")
    }

    func testAnImportAnInjectorOrAConfiguredProviderTurnsTheReadingOn() throws {
        var imports = dirkApp
        imports["App/Root.swift"] = "import InjectGrail\n"
        XCTAssertTrue(try vocabulary(imports).readsInjectGrail)
        var root = dirkApp
        root["App/Root.swift"] = "extension Store: RootInjector {}\n"
        XCTAssertTrue(try vocabulary(root).readsInjectGrail)
        XCTAssertTrue(try vocabulary(dirkApp, policy: LintPolicy(providerModules: ["Platform": .injectgrail])).readsInjectGrail)
    }

    /// The root's stored properties are in a file that names no injector and imports nothing: it is
    /// still read, because another file makes the project InjectGrail's.
    func testATypeWhoseFileNamesNoInjectorStillTakesPart() {
        let sources = [
            "App/AppRoot.swift": "struct AppRoot {\n    let store: Store\n}\n\nprotocol Store {}\n",
            "App/AppRoot+Injection.swift": "import InjectGrail\n\nextension AppRoot: RootInjector {}\n",
            "App/Feed.swift": """
                import InjectGrail

                protocol FeedInjector: Injector {
                    var store: Store { get }
                    var clock: Clock { get }
                }

                final class Feed {
                    let injector: FeedInjectorImpl
                    init(injector: FeedInjectorImpl) { self.injector = injector }
                }

                extension Feed: Injectable {}
                protocol Clock {}

                """,
        ]
        let report = Linter.run(sources: sources)
        XCTAssertEqual(report.diagnostics.map(\.rule), ["manual-injection"], "\(report.diagnostics.map(\.message))")
        XCTAssertTrue(report.diagnostics[0].message.contains("clock"), report.diagnostics[0].message)
        XCTAssertFalse(report.diagnostics[0].message.contains("store"), "the root in AppRoot.swift provides the store")
    }
}
