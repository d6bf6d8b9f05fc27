/// One `#if` branch that encloses a fact. Facts keep every branch; these say which one they came from.
public struct CompilationCondition: Codable, Hashable, Sendable {
    /// Identifies the whole `#if … #endif` block (file and offset of its `#if`).
    public var blockID: String
    /// Index of the clause inside the block: 0 for `#if`, then each `#elseif`, then `#else`.
    public var clause: Int
    /// Human-readable condition for messages: `DEBUG`, `!(DEBUG)`, `!(DEBUG) && os(iOS)`.
    public var text: String

    public init(blockID: String, clause: Int, text: String) {
        self.blockID = blockID
        self.clause = clause
        self.text = text
    }
}

extension Array where Element == CompilationCondition {
    /// Two facts can never be compiled together when they sit in different clauses of the same `#if`.
    public func isExclusive(with other: [CompilationCondition]) -> Bool {
        for mine in self {
            if other.contains(where: { $0.blockID == mine.blockID && $0.clause != mine.clause }) { return true }
        }
        return false
    }

    /// Whether a fact under `self` is present in every configuration where a fact under `other` is,
    /// i.e. every condition of `self` is also a condition of `other`.
    public func holds(whenever other: [CompilationCondition]) -> Bool {
        allSatisfy { mine in other.contains(mine) }
    }

    public var displayText: String {
        map(\.text).joined(separator: " && ")
    }
}
