import Zerk

protocol Clock {}
struct SystemClock: Clock {}
struct FixedClock: Clock {}

func registerClocks() {
    Zerk.store.singleton(SystemClock() as Clock)
    #if DEBUG
    Zerk.store.singleton(FixedClock() as Clock)
    #endif
}

func registerAgain() {
    #if targetEnvironment(simulator)
    Zerk.store.transient(FixedClock() as Clock)
    #else
    Zerk.store.transient(SystemClock() as Clock)
    #endif
}

final class Timeline {
    @Injected var clock: Clock
}
