import Zerk

extension Zerk: AutoStoring {
    public static func autoStore() {
        Zerk.store
            .registerNetworking()
            .registerStorage()
            .registerFeatures()
    }
}
