import Zerk

protocol Clock {}
protocol Calendar {}
struct SystemClock: Clock {}
struct GregorianCalendar: Calendar {}

func registerTime() {
    Zerk.store
        .singleton { SystemClock() as Clock }
        .singleton(Calendar.self) { GregorianCalendar() }
}

final class Timeline {
    @Injected var clock: Clock
}
