import InjectGrail
import UIKit

final class AppDelegate: UIResponder {
    private let rootInjector = AppRoot(store: LiveStore(), analytics: Analytics())

    func makeFeed() -> FeedViewModel {
        FeedViewModel(injector: rootInjector.inject(pageSize: 20))
    }
}
