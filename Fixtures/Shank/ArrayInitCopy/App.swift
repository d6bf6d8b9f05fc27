protocol HTTPClient { func get() -> String }
struct StubHTTPClient: HTTPClient { func get() -> String { "GET" } }

final class SyncEngine {
    @Inject private var http: HTTPClient
    func sync() -> String { http.get() }
}

// The copy adds `init(modules:)`: the array's `Module { … }` literals are the container's.
enum AppLauncher {
    static func launch() {
        Dependencies(modules: [Module { StubHTTPClient() as HTTPClient }]).build()
    }
}
