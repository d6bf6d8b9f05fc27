import Dirk

func bootstrap(testing: Bool) throws {
    try Dirk.start {
        AppModules.networking
        AppModules.storage(inMemory: testing)
        analyticsModule
        featureModules()
    }
}
