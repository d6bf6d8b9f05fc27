protocol Clock {}
final class SystemClock: Clock {}

protocol Chat {}
final class LiveChat: Chat {
    let clock: Clock
    init(clock: Clock) { self.clock = clock }
}
