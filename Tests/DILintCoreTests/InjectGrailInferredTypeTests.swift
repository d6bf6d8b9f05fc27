import DILintCore
import XCTest

/// Stored properties written without a type take the type Sourcery infers from their initial value.
final class InjectGrailInferredTypeTests: XCTestCase {
    private func rootProperties(_ rootBody: String) throws -> [String] {
        let grail = try XCTUnwrap(Linter.run(sources: ["App/App.swift": """
            import InjectGrail
            struct AppRoot: RootInjector {
            \(rootBody)
            }
            protocol FeedInjector: Injector { var net: NetworkService { get } }
            final class Feed: Injectable { let injector: FeedInjectorImpl }
            """]).graph.injectGrail)
        return try XCTUnwrap(grail.roots.first).properties.map { "\($0.name): \($0.typeName)" }
    }

    func testLiteralsTakeSwiftsDefaultLiteralTypes() throws {
        XCTAssertEqual(try rootProperties("""
                let isDebug = false
                let retries = 3
                let offset = -1
                let timeout = 1.5
                let title = "Feed"
            """), ["isDebug: Bool", "retries: Int", "offset: Int", "timeout: Double", "title: String"])
    }

    func testAnInitializerCallGivesTheTypeAsWritten() throws {
        XCTAssertEqual(try rootProperties("""
                let net = NetworkService()
                let cache = Cache<String>(limit: 10)
                let client = Backend.Client()
                let clock = SystemClock.init()
            """), ["net: NetworkService", "cache: Cache<String>", "client: Backend.Client", "clock: SystemClock"])
    }

    func testAValueWhoseTypeIsNotInTheExpressionStaysOut() throws {
        XCTAssertEqual(try rootProperties("""
                let net = NetworkService()
                let session = makeSession()
                let shared = Analytics.shared
                let made = Analytics.make()
                let sum = 1 + 2
            """), ["net: NetworkService"])
    }

    func testAnInferredRootPropertyResolvesAnInjectorProperty() throws {
        let grail = try XCTUnwrap(Linter.run(sources: ["App/App.swift": """
            import InjectGrail
            struct AppRoot: RootInjector { let net = NetworkService(); let isDebug = false }
            protocol FeedInjector: Injector { var net: NetworkService { get }; var isDebug: Bool { get } }
            final class Feed: Injectable { let injector: FeedInjectorImpl }
            """]).graph.injectGrail)
        XCTAssertEqual(grail.manualInjections.map(\.property.name), [])
    }
}
