import Shank

protocol ClockType {}
protocol LoggerType {}

struct SystemClock: ClockType {}
struct FrozenClock: ClockType {}
struct ConsoleLogger: LoggerType {}
struct SilentLogger: LoggerType {}

let dependencies = Dependencies {
    Module { SystemClock() as ClockType }
    #if DEBUG
    Module { ConsoleLogger() as LoggerType }
    #else
    Module { SilentLogger() as LoggerType }
    #endif
    Module { FrozenClock() as ClockType }
}

final class Dashboard {
    @Inject var clock: ClockType
    @Inject var logger: LoggerType
}

func start() {
    dependencies.build()
}
