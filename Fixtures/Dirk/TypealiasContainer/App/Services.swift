import Dirk

protocol Clock {}
final class SystemClock: Clock {}

final class Greeter {
    let clock: Clock
    init(clock: Clock) { self.clock = clock }
}

func currentClock() throws -> Clock { try DI.get().get(Clock.self) }
