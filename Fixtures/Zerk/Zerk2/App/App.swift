import Zerk

protocol Clock {}

@Injectable<Clock>
final class SystemClock: Clock {}

final class Timeline {
    @Injected var clock: Clock
    @Injected var calendar: Calendar
}
