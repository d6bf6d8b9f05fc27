import Shank

protocol FeedModuleType {}
protocol WidgetModuleType {}

struct FeedModule: FeedModuleType {}
struct WidgetModule: WidgetModuleType {}

final class AppDelegate {
    private let dependencies = Dependencies {
        Module { FeedModule() as FeedModuleType }
    }

    // Meant for the widget extension, but nothing ever builds it.
    private let widgetDependencies = Dependencies {
        Module { WidgetModule() as WidgetModuleType }
    }

    init() {
        dependencies.build()
    }
}

final class FeedViewController {
    @Inject private var feed: FeedModuleType
    @Inject private var widget: WidgetModuleType
}
