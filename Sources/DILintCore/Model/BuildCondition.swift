/// A `#if` condition as a boolean formula over build settings (`DEBUG`, `os(iOS)`, `canImport(UIKit)`),
/// so that `#if DEBUG` and a later `#if !DEBUG` are known to exclude each other, and `DEBUG || TESTING`
/// to hold whenever `DEBUG` does.
public indirect enum BuildCondition: Codable, Hashable, Sendable {
    case atom(String)
    case constant(Bool)
    case not(BuildCondition)
    case and([BuildCondition])
    case or([BuildCondition])

    var atoms: Set<String> {
        switch self {
        case .atom(let name): return [name]
        case .constant: return []
        case .not(let inner): return inner.atoms
        case .and(let parts), .or(let parts): return parts.reduce(into: []) { $0.formUnion($1.atoms) }
        }
    }
}

/// Answers whether a formula can hold in some build configuration, by trying every assignment of its
/// settings. A platform check names one platform at a time, so at most one `os(…)`, one `arch(…)` and one
/// `targetEnvironment(…)` is true in any configuration.
enum BuildConditionSolver {
    /// Beyond this many distinct settings in one question the answer is not worth its cost: unknown.
    static let maximumAtoms = 12

    static func isSatisfiable(_ formula: BuildCondition) -> Bool? {
        let atoms = formula.atoms.sorted()
        guard atoms.count <= maximumAtoms else { return nil }
        let position = Dictionary(uniqueKeysWithValues: atoms.enumerated().map { ($1, $0) })
        let compiled = Compiled(formula, position: position)
        // Settings of one family (all `os(…)`, say): an assignment may turn on at most one of them.
        let families = ["os(", "arch(", "targetEnvironment("].map { family in
            atoms.enumerated().filter { $0.element.hasPrefix(family) }.reduce(0) { $0 | (1 << $1.offset) }
        }
        for assignment in 0..<(1 << atoms.count) where families.allSatisfy({ (assignment & $0).nonzeroBitCount <= 1 }) {
            if compiled.evaluate(assignment) { return true }
        }
        return false
    }

    /// The formula with each setting replaced by its bit, evaluated on a bit mask of true settings.
    private indirect enum Compiled {
        case bit(Int)
        case constant(Bool)
        case not(Compiled)
        case and([Compiled])
        case or([Compiled])

        init(_ formula: BuildCondition, position: [String: Int]) {
            switch formula {
            case .atom(let name): self = .bit(position[name]!)
            case .constant(let value): self = .constant(value)
            case .not(let inner): self = .not(Compiled(inner, position: position))
            case .and(let parts): self = .and(parts.map { Compiled($0, position: position) })
            case .or(let parts): self = .or(parts.map { Compiled($0, position: position) })
            }
        }

        func evaluate(_ assignment: Int) -> Bool {
            switch self {
            case .bit(let index): return assignment & (1 << index) != 0
            case .constant(let value): return value
            case .not(let inner): return !inner.evaluate(assignment)
            case .and(let parts): return parts.allSatisfy { $0.evaluate(assignment) }
            case .or(let parts): return parts.contains { $0.evaluate(assignment) }
            }
        }
    }
}
