import Dirk

enum Bootstrap {
    static func start() throws {
        #if DEBUG
        try Dirk.start {
            NetworkModule(baseURL: "https://staging")
            Module { Factory<ProfileService> { try LiveProfileService(client: $0.get()) } }
        }
        #else
        try Dirk.start {
            NetworkModule(baseURL: "https://prod")
        }
        #endif
    }
}

#if !DEBUG
final class ReleaseDiagnostics {
    @Inject var client: HTTPClient
}
#endif
