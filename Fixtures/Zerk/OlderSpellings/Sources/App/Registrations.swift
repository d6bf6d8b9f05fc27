import Zerk

// Zerk up to 1.0.2 named AutoStoring's requirement `store()`; apps that never renamed it still run it.
extension Zerk: AutoStoring {
    public static func store() {
        Zerk.store
            .singleton(SystemClock() as Clock)
            .scoped { clock in ReminderScheduler(clock: clock) as Scheduling }
    }
}
