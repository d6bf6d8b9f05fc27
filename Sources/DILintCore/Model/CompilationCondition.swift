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

    public init(blockID: String, clause: Int, text: String, clauseCount: Int = 1, hasElse: Bool = false) {
        self.blockID = blockID
        self.clause = clause
        self.text = text
        self.clauseCount = clauseCount
        self.hasElse = hasElse
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
    /// Two facts can never be compiled together when their conditions exclude each other.
    public func isExclusive(with other: [CompilationCondition]) -> Bool {
        contains { mine in other.contains { mine.excludes($0) } }
    }

    /// Whether a fact under `self` is present in every configuration where a fact under `other` is,
    /// i.e. every condition of `self` is also a condition of `other`.
    public func holds(whenever other: [CompilationCondition]) -> Bool {
        allSatisfy { mine in other.contains { mine.isEquivalent(to: $0) } }
    }

    /// Whether facts under the `candidates` conditions are present in every configuration where a fact
    /// under `self` is: one holds unconditionally, or each clause of an exhaustive `#if … #else` has one.
    public func isCovered(by candidates: [[CompilationCondition]], depth: Int = 0) -> Bool {
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
                (self + [clauses[index]!]).isCovered(by: compatible, depth: depth + 1)
            }
            if everyClauseCovered { return true }
        }
        return false
    }

    public var displayText: String {
        map(\.text).joined(separator: " && ")
    }
}
