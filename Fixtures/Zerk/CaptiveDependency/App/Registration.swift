import Zerk

extension Zerk: AutoStoring {
    public static func autoStore() {
        store
            .transient(LiveSession() as Session)
            .scoped(Cart())
            .singleton { session in AnalyticsService(session: session) }
            .singleton { storage in CheckoutService(cart: storage.restore()) }
            .transient { session in PageTracker(session: session) }
            .singleton(AuditLog())
    }
}
