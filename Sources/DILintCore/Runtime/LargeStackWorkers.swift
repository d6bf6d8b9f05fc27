import Foundation

/// Runs work items on threads of our own with a stack sized for the deepest tree a file within
/// `SourceLimits` can make. Dispatch's worker threads have 512 KiB: swift-syntax's recursive descent and
/// its recursive visitors overflowed them on a few thousand nested `try`, `else if` or chained calls.
/// The stack is reserved address space; only the pages a deep file touches are ever used.
enum LargeStackWorkers {
    static let stackBytes = 1 << 30

    /// Calls `body` once for every index in `0..<count`, spread over `threads` threads, and returns when
    /// all calls have returned. Which thread runs an index is not fixed; callers write results by index.
    static func forEach(_ count: Int, threads: Int = ProcessInfo.processInfo.activeProcessorCount,
                        _ body: @escaping @Sendable (Int) -> Void) {
        guard count > 0 else { return }
        let queue = WorkQueue(count: count)
        let work = HeldWork(body)
        let group = DispatchGroup()
        for _ in 0..<max(1, min(threads, count)) {
            group.enter()
            let started = startThread {
                while let index = queue.next() { work.body?(index) }
                group.leave()
            }
            if !started {
                // No thread of that size could be made (address space limits): work here, on this stack.
                while let index = queue.next() { work.body?(index) }
                group.leave()
            }
        }
        group.wait()
        work.letGo()
    }

    /// `body` of every index in `0..<count`, computed as `forEach` does, in index order whatever the
    /// scheduling.
    static func map<Value: Sendable>(_ count: Int, threads: Int = ProcessInfo.processInfo.activeProcessorCount,
                                     _ body: @escaping @Sendable (Int) -> Value) -> [Value] {
        let slots = ResultSlots<Value>(count: count)
        forEach(count, threads: threads) { slots[$0] = body($0) }
        return slots.takeValues()
    }

    /// Runs `body` on a fresh thread with the large stack and waits for it.
    static func run<Value>(_ body: @escaping @Sendable () -> Value) -> Value {
        let slot = ResultBox<Value>()
        forEach(1, threads: 1) { _ in slot.value = body() }
        return slot.value!
    }

    /// Starts `body` on a thread of its own with the large stack and returns what waits for its result:
    /// work that runs beside the caller's.
    static func started<Value>(_ body: @escaping @Sendable () -> Value) -> () -> Value {
        let slot = ResultBox<Value>()
        let work = HeldWork<Void, Value> { _ in body() }
        let group = DispatchGroup()
        group.enter()
        if !startThread({ slot.value = work.body?(()); group.leave() }) {
            slot.value = work.body?(())
            group.leave()
        }
        return {
            group.wait()
            work.letGo()
            return slot.value!
        }
    }

    /// Starts `body` on a thread of its own with the large stack and does not wait for it; runs it here
    /// when no such thread can be made.
    static func detach(_ body: @escaping @Sendable () -> Void) {
        if !startThread(body) { body() }
    }

    private static func startThread(_ body: @escaping @Sendable () -> Void) -> Bool {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        guard pthread_attr_setstacksize(&attributes, stackBytes) == 0 else { return false }
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        let context = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
        #if os(Linux)
        var thread = pthread_t()
        #else
        var thread: pthread_t?
        #endif
        let status = pthread_create(&thread, &attributes, { context in
            let body = Unmanaged<ThreadBody>.fromOpaque(context!).takeRetainedValue()
            body.run()
            return nil
        }, context)
        if status != 0 {
            Unmanaged<ThreadBody>.fromOpaque(context).release()
            return false
        }
        return true
    }
}

/// The work handed to the threads, let go by the caller as soon as the work is done. A thread lets go
/// of its closure only after it signalled, so what the work captured (a graph's registrations, say)
/// could still be shared when the caller changed it next, and was copied whole instead of in place.
private final class HeldWork<Argument, Result>: @unchecked Sendable {
    /// Read by the threads until they signal; set to nil by the caller only after every one has.
    private(set) var body: (@Sendable (Argument) -> Result)?
    init(_ body: @escaping @Sendable (Argument) -> Result) { self.body = body }
    func letGo() { body = nil }
}

private final class ThreadBody: @unchecked Sendable {
    let run: @Sendable () -> Void
    init(_ run: @escaping @Sendable () -> Void) { self.run = run }
}

private final class WorkQueue: @unchecked Sendable {
    private let count: Int
    private var taken = 0
    private let lock = NSLock()

    init(count: Int) { self.count = count }

    func next() -> Int? {
        lock.withLock {
            guard taken < count else { return nil }
            defer { taken += 1 }
            return taken
        }
    }
}

/// Handed from the worker thread to the waiting one; the group's wait orders the write before the read.
private final class ResultBox<Value>: @unchecked Sendable {
    private var stored: Value?
    private let lock = NSLock()
    var value: Value? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
