import Dirk
import XCTest
@testable import App

final class MockFeedRepository: FeedRepository {
    func items() async throws -> [String] { ["one"] }
}

final class FeedViewModelTests: XCTestCase {
    override func setUp() {
        try! Dirk.start {
            Module {
                Factory<FeedRepository> { MockFeedRepository() }
                Singleton<AppRouting> { AppRouter() }
            }
        }
    }

    override func tearDown() {
        try! Dirk.stop()
    }

    func testRefreshLoadsItems() async {
        let viewModel: FeedViewModel = try! inject()
        await viewModel.refresh()
        XCTAssertEqual(viewModel.items, ["one"])
    }
}
