@testable import DILintCore
import XCTest

/// Plain values that InjectGrail's generator fills from a property of another name.
final class InjectGrailTypeOnlyMatchTests: XCTestCase {
    func testPlainValuesAndCollectionsOfThem() {
        for plain in ["Bool", "Double?", "Int?", "[String]", "[String: [URL]]", "Set<UUID>", "Dictionary<String, Date>", "Optional<Bool>"] {
            XCTAssertTrue(InjectGrailVocabulary.isPlainValue(plain), plain)
        }
        for service in ["Api", "any Api", "[Api]", "[String: Api]", "Repository?", "Result<Int, Error>"] {
            XCTAssertFalse(InjectGrailVocabulary.isPlainValue(service), service)
        }
    }

    func testEachInjectThatFillsTheValueIsNamed() throws {
        let source = """
            import InjectGrail
            struct AppRoot: RootInjector { let isLoggedIn: Bool }
            protocol HomeInjector: Injector { var isLoggedIn: Bool { get } }
            protocol MenuInjector: Injector { var isLoggedIn: Bool { get } }
            protocol BadgeInjector: Injector { var showsBadge: Bool { get } }
            final class Home: Injectable, InjectsBadgeInjector {
                let injector: HomeInjectorImpl
                init(injector: HomeInjectorImpl) { self.injector = injector }
            }
            final class Menu: Injectable, InjectsBadgeInjector {
                let injector: MenuInjectorImpl
                init(injector: MenuInjectorImpl) { self.injector = injector }
            }
            final class Badge: Injectable {
                let injector: BadgeInjectorImpl
                init(injector: BadgeInjectorImpl) { self.injector = injector }
            }
            """
        let report = Linter.run(sources: ["App/App.swift": source])
        let matches = try XCTUnwrap(report.graph.injectGrail).typeOnlyMatches
        XCTAssertEqual(matches.map(\.property.name), ["showsBadge"], "same-name properties are the intended values")
        XCTAssertEqual(matches.first?.sources.map(\.site.function),
                       ["Home.inject(…) for BadgeInjector", "Menu.inject(…) for BadgeInjector"])
        let diagnostic = try XCTUnwrap(report.diagnostics.first { $0.rule == "type-only-match" })
        XCTAssertEqual(diagnostic.severity, .warning)
        XCTAssertTrue(diagnostic.message.hasPrefix("'showsBadge: Bool' of BadgeInjector is filled from 'isLoggedIn' by type alone"),
                      diagnostic.message)
        XCTAssertEqual(diagnostic.location.line, 5)
    }
}
