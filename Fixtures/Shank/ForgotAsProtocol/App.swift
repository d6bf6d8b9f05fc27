import Shank

protocol WidgetModuleType {
    func component() -> WidgetStore
}

protocol WidgetStore {}

struct WidgetRealmStore: WidgetStore {}

struct WidgetModule: WidgetModuleType {
    func component() -> WidgetStore { WidgetRealmStore() }
}

final class AppDelegate {
    private let dependencies = Dependencies {
        Module { WidgetModule() }
    }

    init() {
        dependencies.build()
    }
}

final class WidgetViewController {
    @Inject private var widgetModule: WidgetModuleType

    private lazy var store: WidgetStore = widgetModule.component()
}
