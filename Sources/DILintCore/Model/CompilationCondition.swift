/// One `#if` branch that encloses a fact. Facts keep every branch; these say which one they came from.
public struct CompilationCondition: Codable, Hashable, Sendable {
    /// Identifies the whole `#if … #endif` block (file and offset of its `#if`).
    public var blockID: String
    /// Index of the clause inside the block: 0 for `#if`, then each `#elseif`, then `#else`.
    public var clause: Int
    /// Human-readable condition for messages: `DEBUG`, `!(DEBUG)`, `!(DEBUG) && os(iOS)`.
    public var text: String
    /// How many clauses the block has, and whether the last is an `#else`: together they say whether
    /// the block's clauses cover every configuration.
    public var clauseCount: Int
    public var hasElse: Bool
    /// When this clause is compiled, as a formula over build settings; nil when it cannot be read.
    public var formula: BuildCondition?

    public init(blockID: String, clause: Int, text: String, clauseCount: Int = 1, hasElse: Bool = false,
                formula: BuildCondition? = nil) {
        self.blockID = blockID
        self.clause = clause
        self.text = text
        self.clauseCount = clauseCount
        self.hasElse = hasElse
        self.formula = formula
    }
}

extension CompilationCondition {
    /// The same condition, in the same block or written identically in another (`#if DEBUG` twice).
    func isEquivalent(to other: CompilationCondition) -> Bool {
        (blockID == other.blockID && clause == other.clause) || text == other.text
    }

    /// Never true together: two clauses of one block, or `X` and the `#else` of a lone `#if X`.
    func excludes(_ other: CompilationCondition) -> Bool {
        if blockID == other.blockID { return clause != other.clause }
        return text == "!(\(other.text))" || other.text == "!(\(text))"
    }
}

extension Array where Element == CompilationCondition {
    /// When a fact under all these clauses is compiled; nil when one of them cannot be read.
    private var formula: BuildCondition? {
        let parts = compactMap(\.formula)
        return parts.count == count ? .and(parts) : nil
    }

    /// Two facts can never be compiled together when their conditions exclude each other.
    public func isExclusive(with other: [CompilationCondition]) -> Bool {
        if let mine = formula, let theirs = other.formula,
           let satisfiable = BuildConditionSolver.isSatisfiable(.and([mine, theirs])) {
            return !satisfiable
        }
        return contains { mine in other.contains { mine.excludes($0) } }
    }

    /// Whether a fact under `self` is present in every configuration where a fact under `other` is.
    public func holds(whenever other: [CompilationCondition]) -> Bool {
        if let mine = formula, let theirs = other.formula,
           let satisfiable = BuildConditionSolver.isSatisfiable(.and([theirs, .not(mine)])) {
            return !satisfiable
        }
        return allSatisfy { mine in other.contains { mine.isEquivalent(to: $0) } }
    }

    /// Whether facts under the `candidates` conditions are present in every configuration where a fact
    /// under `self` is.
    public func isCovered(by candidates: [[CompilationCondition]]) -> Bool {
        if let mine = formula {
            let theirs = candidates.map(\.formula)
            if theirs.allSatisfy({ $0 != nil }),
               let satisfiable = BuildConditionSolver.isSatisfiable(.and([mine, .not(.or(theirs.map { $0! }))])) {
                return !satisfiable
            }
        }
        return isCovered(byClauses: candidates, depth: 0)
    }

    /// The same question answered from the blocks' structure alone, when a formula cannot be read or solved:
    /// one candidate holds unconditionally, or each clause of an exhaustive `#if … #else` has one.
    private func isCovered(byClauses candidates: [[CompilationCondition]], depth: Int) -> Bool {
        let compatible = candidates.filter { !$0.isExclusive(with: self) }
        if compatible.contains(where: { $0.holds(whenever: self) }) { return true }
        guard depth < 8 else { return false }
        let knownBlocks = Set(map(\.blockID))
        var blocks: [String: [Int: CompilationCondition]] = [:]
        for conditions in compatible {
            for condition in conditions where !knownBlocks.contains(condition.blockID) {
                blocks[condition.blockID, default: [:]][condition.clause] = condition
            }
        }
        for clauses in blocks.values.sorted(by: { $0.first!.value.blockID < $1.first!.value.blockID }) {
            guard let sample = clauses.values.first, sample.hasElse, clauses.count == sample.clauseCount else { continue }
            let everyClauseCovered = (0..<sample.clauseCount).allSatisfy { index in
                (self + [clauses[index]!]).isCovered(byClauses: compatible, depth: depth + 1)
            }
            if everyClauseCovered { return true }
        }
        return false
    }

    public var displayText: String {
        map(\.text).joined(separator: " && ")
    }
}
