import Foundation

protocol Clock {
    var now: Date { get }
}

struct SystemClock: Clock {
    var now: Date { Date() }
}

struct FixedClock: Clock {
    var now: Date { Date(timeIntervalSince1970: 1_700_000_000) }
}
