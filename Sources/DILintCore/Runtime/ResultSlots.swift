import Foundation

/// A fixed-size array that many threads fill, each writing only its own slot.
public final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private var storage: [Value?]
    private let lock = NSLock()

    public init(count: Int) { storage = Array(repeating: nil, count: count) }

    public subscript(position: Int) -> Value? {
        get { lock.withLock { storage[position] } }
        set { lock.withLock { storage[position] = newValue } }
    }

    /// Every slot's value, in order, moved out (the slots are empty afterwards); each must have been filled.
    /// Moved rather than copied: a copy of ten thousand files' bytes or facts retained each one and then
    /// released it again, serially, on the thread that waits for the result.
    public func takeValues() -> [Value] {
        lock.withLock {
            var taken: [Value] = []
            taken.reserveCapacity(storage.count)
            for position in storage.indices { taken.append(storage[position].take()!) }
            storage = []
            return taken
        }
    }
}
