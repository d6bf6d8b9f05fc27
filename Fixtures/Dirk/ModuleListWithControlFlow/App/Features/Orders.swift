import Dirk

final class OrdersViewModel {
    let api: APIClient
    @Inject var logger: Logging
    // Every module the start can return was read, and none registers Settings: this crashes.
    @Inject var settings: Settings
    init(api: APIClient) { self.api = api }
}

final class DebugMenu {
    @Inject var logger: Logging
}
