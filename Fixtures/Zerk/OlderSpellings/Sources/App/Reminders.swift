import Zerk

protocol Clock {
    func now() -> Double
}

struct SystemClock: Clock {
    func now() -> Double { 0 }
}

protocol Scheduling {
    func schedule(at time: Double, title: String)
}

final class ReminderScheduler: Scheduling {
    private let clock: Clock
    init(clock: Clock) { self.clock = clock }
    func schedule(at time: Double, title: String) {}
}

protocol Notifying {
    func notify(title: String)
}

// `@InjectedMethod` is from Zerk 0.1.x (commented out in 1.x); its key is the method's type.
final class ReminderScreen {
    @InjectedMethod(Scheduling.schedule(at:title:)) var schedule: (Double, String) -> Void
    @InjectedMethod(Clock.now) var now: () -> Double
    @InjectedMethod(Notifying.notify(title:)) var notify: (String) -> Void
}
