import Foundation
import XCTest

/// `dilint why TYPE`: the routes by which code that runs reaches a key, and what provides each step.
final class WhyCommandTests: XCTestCase {
    private var example: URL { DilintProcess.fixtures.appendingPathComponent("Dirk/ExampleApp") }

    func testRouteThroughTwoProvidersNamesWhatProvidesEachStep() throws {
        let result = try DilintProcess.run(["why", "Logging"], in: example)
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        XCTAssertEqual(result.stdout, """
            'Logging' in Dirk: provided by Singleton at Sources/Shop/Core/CoreModule.swift:38:13 under #if DEBUG; requested at 1 site

              Sources/Shop/Catalog/Catalog.swift:61:96: $0.get()
                Sources/Shop/App/ShopApp.swift:7:14: the Dirk container is started here
                Sources/Shop/Catalog/Catalog.swift:48:5: 'CatalogView' requests 'CatalogViewModel' with @StateInject
                  'CatalogViewModel': provided by Factory at Sources/Shop/Catalog/Catalog.swift:62:13
                Sources/Shop/Catalog/Catalog.swift:32:5: 'CatalogViewModel', once built, requests 'CatalogRepository' with @Inject
                  'CatalogRepository': provided by Factory at Sources/Shop/Catalog/Catalog.swift:61:13
                Sources/Shop/Catalog/Catalog.swift:61:96: building 'CatalogRepository' requests 'Logging' with $0.get()
                  'Logging': provided by Singleton at Sources/Shop/Core/CoreModule.swift:38:13 under #if DEBUG


            """)
    }

    func testAMissingKeyIsRegisteredNowhere() throws {
        let result = try DilintProcess.run(["why", "AnalyticsTracking"], in: example)
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("'AnalyticsTracking' in Dirk: registered nowhere in the analysed code; requested at 1 site\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("'CatalogViewModel', once built, requests 'AnalyticsTracking' with @Inject\n"), result.stdout)
    }

    func testAnUnknownNameIsAUsageErrorWithTheClosestKeys() throws {
        let result = try DilintProcess.run(["why", "Analytic"], in: example)
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, "dilint: no request or registration of 'Analytic' in the analysed code; did you mean 'AnalyticsTracking', 'FirebaseAnalytics'?\n")
    }

    func testTheOutputIsTheSameRunToRun() throws {
        let first = try DilintProcess.run(["why", "CartStore", "--jobs", "1"], in: example).stdout
        let second = try DilintProcess.run(["why", "CartStore", "--jobs", "3"], in: example).stdout
        XCTAssertFalse(first.isEmpty)
        XCTAssertEqual(first, second)
    }
}
