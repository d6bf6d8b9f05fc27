@testable import DILintCore
import Foundation
import XCTest

/// An item past its budget gets its overrun value while it is still running, the other items are
/// computed as usual, and results keep their indices.
final class BudgetedWorkersTests: XCTestCase {
    /// Spins on the processor until `stop` is set: swift-syntax on a hostile file, which nothing can interrupt.
    private final class Stop: @unchecked Sendable {
        private let lock = NSLock()
        private var stopped = false
        var isSet: Bool { lock.withLock { stopped } }
        func set() { lock.withLock { stopped = true } }
    }

    private enum Outcome: Equatable, Sendable {
        case value(Int)
        case overrun(FileBudget.Excess)
    }

    func testAnItemPastTheTimeBudgetIsGivenUpWhileTheOthersAreComputed() {
        let stop = Stop()
        defer { stop.set() }
        let budget = FileBudget(seconds: 0.2, megabytes: 10_000)
        let results = BudgetedWorkers.map(6, threads: 2, budget: budget) { index -> Outcome in
            if index == 2 { while !stop.isSet {} }
            return .value(index * 10)
        } overrun: { _, excess in .overrun(excess) }
        XCTAssertEqual(results, [.value(0), .value(10), .overrun(.time(budget)), .value(30), .value(40), .value(50)])
    }

    func testAnItemPastTheMemoryBudgetIsGivenUp() throws {
        guard ResidentMemory.bytes() != nil else { throw XCTSkip("resident memory is read from Linux's /proc") }
        let stop = Stop()
        defer { stop.set() }
        let budget = FileBudget(seconds: 60, megabytes: 50)
        let results = BudgetedWorkers.map(2, threads: 1, budget: budget) { index -> Outcome in
            guard index == 0 else { return .value(index) }
            // Growing as a parse does, a few megabytes at a time, every page written so that it is resident;
            // kept until the test is over.
            var chunks: [[UInt8]] = []
            while !stop.isSet {
                if chunks.count < 100 { chunks.append([UInt8](repeating: 1, count: 4_000_000)) }
                usleep(5_000)
            }
            return .value(chunks.count)
        } overrun: { _, excess in .overrun(excess) }
        XCTAssertEqual(results, [.overrun(.memory(budget)), .value(1)])
    }

    /// Several files past the budget must not share the processor with the files still to read: the
    /// thread left behind runs only when nothing else wants to (Linux's SCHED_IDLE).
    func testTheThreadLeftBehindYieldsToTheOthers() throws {
        #if os(Linux)
        let stop = Stop()
        let policy = Box()
        _ = BudgetedWorkers.map(1, threads: 1, budget: FileBudget(seconds: 0.2, megabytes: 10_000)) { _ -> Outcome in
            while !stop.isSet {}
            var current: Int32 = 0
            var parameters = sched_param()
            pthread_getschedparam(pthread_self(), &current, &parameters)
            policy.set(current)
            return .value(0)
        } overrun: { _, excess in .overrun(excess) }
        stop.set()
        let deadline = Date(timeIntervalSinceNow: 30)
        while policy.value == nil && Date() < deadline { usleep(10_000) }
        XCTAssertEqual(policy.value, 5, "SCHED_IDLE")
        #else
        throw XCTSkip("SCHED_IDLE is Linux's")
        #endif
    }

    private final class Box: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: Int32?
        var value: Int32? { lock.withLock { stored } }
        func set(_ value: Int32) { lock.withLock { stored = value } }
    }

    func testWithinTheBudgetEveryItemIsComputedInOrder() {
        let results = BudgetedWorkers.map(100, threads: 3, budget: .standard) { Outcome.value($0) } overrun: { _, excess in .overrun(excess) }
        XCTAssertEqual(results, (0..<100).map(Outcome.value))
    }
}
