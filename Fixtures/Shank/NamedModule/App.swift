import Shank

protocol HTTPServiceType {}
protocol CacheType {}

struct HTTPService: HTTPServiceType {}
struct StagingHTTPService: HTTPServiceType {}
struct MemoryCache: CacheType {}

let dependencies = Dependencies {
    Module("production") { HTTPService() as HTTPServiceType }
    Module("staging") { StagingHTTPService() as HTTPServiceType }
    Module("cache") { MemoryCache() as CacheType }
}

final class Session {
    @Inject("production") var production: HTTPServiceType
    @Inject("stagging") var staging: HTTPServiceType
    @Inject("cache") var cachedService: HTTPServiceType
}

func start() {
    dependencies.build()
}
