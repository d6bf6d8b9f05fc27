import Zerk

extension Zerk: AutoStoring {
    public static func autoStore() {
        Zerk.store
            .registerStorage()
        #if DEBUG
            .registerMocks()
        #else
            .registerNetworking()
        #endif
            .registerFeatures()
    }
}
