import Foundation

/// Counts the units of work of the Link and Check passes whose cost must grow with the project, not with
/// its square (declarations examined per lookup, registrations compared per request): a test reads the
/// counts of one run to prove that growth on copies of an app, where seconds would prove nothing.
/// Off unless a caller asks (`counting`); while off, a count costs one load of a global and a branch.
enum WorkCount {
    enum Unit: String, CaseIterable, Sendable {
        /// Initializer signatures read to find the parameter an argument flows into.
        case initializerSignatures
        /// Registrations read to add the edges of a type's injected members.
        case ownerEdgeRegistrations
        /// Registrations read by `captive-dependency` to decide an edge.
        case captiveRegistrations
        /// Registrations' conditions and requests read by `unregistered-type` to decide and explain requests.
        case unregisteredTypeEntries
        /// Bootstraps and builders read to trace a finding's route.
        case routeEntries
        /// Unused modules' registrations read to group the findings they would serve.
        case unusedModuleRegistrations
        /// Edges read to tell a cycle's steps, and cycles already reported compared with a new one.
        case cycleEntries
    }

    /// Runs `work` with counting on, and returns what it counted. Not for overlapping calls: the counts
    /// are one global tally, set before the run starts its threads and read after they end.
    static func counting<T>(_ work: () throws -> T) rethrows -> (result: T, counts: [Unit: Int]) {
        let tally = Tally()
        current = tally
        defer { current = nil }
        let result = try work()
        return (result, tally.counts)
    }

    /// Adds `amount` units of work, when counting.
    @inline(__always) static func add(_ unit: Unit, _ amount: Int = 1) {
        current?.add(unit, amount)
    }

    /// Written only by `counting`, before and after the run it counts.
    nonisolated(unsafe) private static var current: Tally?

    private final class Tally: @unchecked Sendable {
        private let lock = NSLock()
        private var tallied: [Unit: Int] = [:]

        func add(_ unit: Unit, _ amount: Int) {
            lock.lock()
            tallied[unit, default: 0] += amount
            lock.unlock()
        }

        var counts: [Unit: Int] {
            lock.lock()
            defer { lock.unlock() }
            return tallied
        }
    }
}
