struct WidgetModule: WidgetModuleType {

    func component() -> WidgetWorkerType {
        WidgetWorker(
            store: component(),
            remote: component()
        )
    }

    func component() -> WidgetRemote {
        WidgetNetworkRemote(httpService: component())
    }

    func component() -> WidgetStore {
        WidgetRealmStore()
    }

    func component() -> HTTPServiceType {
        HTTPService()
    }

    func test() -> String {
        "WidgetModule.test()"
    }
}

protocol WidgetModuleType {
    func component() -> WidgetWorkerType
    func component() -> WidgetRemote
    func component() -> WidgetStore
    func component() -> HTTPServiceType
    func test() -> String
}

struct WidgetWorker: WidgetWorkerType {
    private let store: WidgetStore
    private let remote: WidgetRemote

    init(store: WidgetStore, remote: WidgetRemote) {
        self.store = store
        self.remote = remote
    }

    func fetch(id: Int) -> String {
        store.fetch(id: id) + remote.fetch(id: id)
    }
}

struct WidgetNetworkRemote: WidgetRemote {
    private let httpService: HTTPServiceType

    init(httpService: HTTPServiceType) {
        self.httpService = httpService
    }

    func fetch(id: Int) -> String {
        "|MediaNetworkRemote.\(id)|"
    }
}

struct WidgetRealmStore: WidgetStore {
    func fetch(id: Int) -> String {
        "|MediaRealmStore.\(id)|"
    }
}

struct HTTPService: HTTPServiceType {
    func get(url: String) -> String {
        "HTTPService.get"
    }
}

protocol WidgetStore {
    func fetch(id: Int) -> String
}

protocol WidgetRemote {
    func fetch(id: Int) -> String
}

protocol WidgetWorkerType {
    func fetch(id: Int) -> String
}

protocol HTTPServiceType {
    func get(url: String) -> String
}
