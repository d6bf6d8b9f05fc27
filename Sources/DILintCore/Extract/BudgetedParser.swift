import Foundation
import SwiftParser
import SwiftSyntax

/// The parses a run makes before extraction (framework copies, manifests, re-exports), each held to the
/// run's `FileBudget` as extraction's are: those readers open files chosen by a word anyone can write
/// (`@resultBuilder`, `@_exported`), so their parse must not be the way around the budget. A file past it
/// is remembered, and extraction skips it with the same warning instead of trying again.
final class BudgetedParser: @unchecked Sendable {
    let budget: FileBudget
    private let lock = NSLock()
    private var excesses: [String: FileBudget.Excess] = [:]

    init(budget: FileBudget = .standard) { self.budget = budget }

    /// The file's tree; nil when parsing it went past the budget.
    func tree(of file: SourceFile, bytes: [UInt8]) -> SourceFileSyntax? {
        if lock.withLock({ excesses[file.displayPath] }) != nil { return nil }
        let parsed = BudgetedWorkers.map(1, threads: 1, budget: budget) { _ -> SourceFileSyntax? in
            bytes.withUnsafeBufferPointer { Parser.parse(source: $0, maximumNestingLevel: SourceLimits.parserNestingLevel) }
        } overrun: { _, excess in
            lock.withLock { excesses[file.displayPath] = excess }
            return nil
        }
        return parsed[0]
    }

    /// Files past the budget, by display path.
    var overBudget: [String: FileBudget.Excess] { lock.withLock { excesses } }
}
