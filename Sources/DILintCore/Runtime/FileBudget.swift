import Foundation

/// How much one file may cost to parse and extract before dilint stops waiting for it: processor time of
/// the thread reading it, and growth of the process's resident memory while it is read. swift-syntax
/// cannot be interrupted, and input within every `SourceLimits` bound can still cost it minutes (each
/// level of `[` doubles its work); one file must not stall a pre-commit hook or CI.
public struct FileBudget: Sendable, Equatable {
    public var seconds: Double
    public var megabytes: Int

    public static let standard = FileBudget(seconds: 2, megabytes: 500)

    public init(seconds: Double, megabytes: Int) {
        self.seconds = seconds
        self.megabytes = megabytes
    }

    /// Which bound a file went past, said as the warning that skips it says it.
    public enum Excess: Sendable, Equatable {
        case time(FileBudget)
        case memory(FileBudget)

        public var message: String {
            switch self {
            case .time(let budget):
                return "reading it took more than \(Self.seconds(budget.seconds)) of processor time (--file-time-limit)"
            case .memory(let budget):
                return "reading it took more than \(budget.megabytes) MB of memory (--file-memory-limit)"
            }
        }

        private static func seconds(_ value: Double) -> String {
            value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
        }
    }
}

/// Work items on `LargeStackWorkers`-sized threads, each held to a `FileBudget`: an item past it gets
/// `overrun`'s value at once, a new thread takes the place of the one still busy with it, and what that
/// thread returns later is dropped. Results land at their index, as `LargeStackWorkers.map`'s do.
enum BudgetedWorkers {
    /// How often the waiting thread looks at the items in progress.
    private static let checkInterval = 0.05

    static func map<Value: Sendable>(_ count: Int, threads: Int, budget: FileBudget,
                                     _ body: @escaping @Sendable (Int) -> Value,
                                     overrun: (Int, FileBudget.Excess) -> Value) -> [Value] {
        guard count > 0 else { return [] }
        let state = BudgetedWork(count: count, body: body)
        for _ in 0..<max(1, min(threads, count)) { startWorker(state) }
        while let running = state.waitForProgress(seconds: checkInterval) {
            for item in running {
                guard let excess = item.excess(of: budget) else { continue }
                if state.abandon(item.index, with: overrun(item.index, excess)) { startWorker(state) }
            }
        }
        return state.takeResults()
    }

    private static func startWorker<Value>(_ state: BudgetedWork<Value>) {
        LargeStackWorkers.detach { state.work() }
    }
}

/// The shared state of one `BudgetedWorkers.map`: the queue, the results, what is in progress.
private final class BudgetedWork<Value: Sendable>: @unchecked Sendable {
    struct Running {
        let index: Int
        let thread: pthread_t
        let clock: clockid_t?
        let startedCPU: Double
        /// The process's resident memory when the waiting thread first saw the item running: read there
        /// rather than by every item, most of which end before the first look.
        var startedResident: Int?
        var residentNow: Int?

        func excess(of budget: FileBudget) -> FileBudget.Excess? {
            if let clock, WorkerThread.seconds(clock) - startedCPU > budget.seconds { return .time(budget) }
            if let startedResident, let residentNow, residentNow - startedResident > budget.megabytes * 1_000_000 {
                return .memory(budget)
            }
            return nil
        }
    }

    private let condition = NSCondition()
    private var body: (@Sendable (Int) -> Value)?
    private var results: [Value?]
    private var next = 0
    private var unfinished: Int
    private var running: [Int: Running] = [:]

    init(count: Int, body: @escaping @Sendable (Int) -> Value) {
        self.body = body
        results = Array(repeating: nil, count: count)
        unfinished = count
    }

    /// A worker's loop: take an index, compute it, hand it in; stop when none is left or when the index
    /// it was computing was given up on (a new worker took its place).
    func work() {
        let clock = WorkerThread.current()
        while let index = take(clock: clock), let value = compute(index) {
            if !finish(index, value) { return }
        }
    }

    private func take(clock: clockid_t?) -> Int? {
        condition.withLock {
            guard next < results.count, body != nil else { return nil }
            defer { next += 1 }
            running[next] = Running(index: next, thread: pthread_self(), clock: clock, startedCPU: clock.map(WorkerThread.seconds) ?? 0)
            return next
        }
    }

    /// The work is let go on return, before the result is handed in: the caller may change what it
    /// captured as soon as the last result is in, in place rather than copied.
    private func compute(_ index: Int) -> Value? {
        guard let body = condition.withLock({ body }) else { return nil }
        return body(index)
    }

    private func finish(_ index: Int, _ value: Value) -> Bool {
        condition.withLock {
            guard settle(index, with: value) != nil else { return false }
            // The waiting thread looks at the items in progress on its own clock; it is woken only to return.
            if unfinished == 0 { condition.signal() }
            return true
        }
    }

    /// Gives `index` up with `value`, unless it finished meanwhile. The thread still busy with it runs
    /// from then on only when no other thread wants the processor: several files past the budget would
    /// otherwise share it with the files still to read, and each would reach its budget later.
    func abandon(_ index: Int, with value: Value) -> Bool {
        condition.withLock {
            guard let item = settle(index, with: value) else { return false }
            // Under the lock: the thread cannot hand its result in, so it cannot end, while this runs.
            WorkerThread.yieldToOthers(item.thread)
            return true
        }
    }

    /// `value` as the result of `index` unless it has one: the item, when it was still in progress.
    /// Called under the lock.
    private func settle(_ index: Int, with value: Value) -> Running? {
        guard let item = running.removeValue(forKey: index) else { return nil }
        results[index] = value
        unfinished -= 1
        return item
    }

    /// The items in progress after at most `seconds`; nil once every index has its result.
    func waitForProgress(seconds: Double) -> [Running]? {
        condition.withLock {
            if unfinished > 0 { _ = condition.wait(until: Date(timeIntervalSinceNow: seconds)) }
            guard unfinished > 0 else { return nil }
            let resident = ResidentMemory.bytes()
            for index in running.keys {
                running[index]!.startedResident = running[index]!.startedResident ?? resident
                running[index]!.residentNow = resident
            }
            return running.values.sorted { $0.index < $1.index }
        }
    }

    func takeResults() -> [Value] {
        condition.withLock {
            // Workers still busy with an abandoned index keep their own reference to the work.
            body = nil
            defer { results = [] }
            return results.map { $0! }
        }
    }
}

/// A worker thread's processor time, which neither other threads nor a busy machine add to, and its
/// scheduling once it is left behind.
private enum WorkerThread {
    /// Lets `thread` run only on a processor nothing else wants (Linux's SCHED_IDLE; elsewhere unchanged).
    static func yieldToOthers(_ thread: pthread_t) {
        #if os(Linux)
        var parameters = sched_param()
        parameters.sched_priority = 0
        _ = pthread_setschedparam(thread, schedulingIdle, &parameters)
        #endif
    }

    #if os(Linux)
    /// <sched.h>'s `SCHED_IDLE`, which Swift's Glibc module does not import (a GNU extension).
    private static let schedulingIdle: Int32 = 5
    #endif

    static func current() -> clockid_t? {
        var clock = clockid_t()
        return pthread_getcpuclockid(pthread_self(), &clock) == 0 ? clock : nil
    }

    static func seconds(_ clock: clockid_t) -> Double {
        var time = timespec()
        guard clock_gettime(clock, &time) == 0 else { return 0 }
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}

/// The process's resident memory now (Linux's /proc/self/statm); nil where it cannot be read, and then
/// no file is held to the memory bound.
enum ResidentMemory {
    static func bytes() -> Int? {
        #if os(Linux)
        let descriptor = open("/proc/self/statm", O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 128)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        // "size resident shared …", in pages.
        let fields = buffer[..<count].split(separator: UInt8(ascii: " "))
        guard fields.count > 1, let pages = Int(String(decoding: fields[1], as: UTF8.self)) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
        #else
        return nil
        #endif
    }
}
