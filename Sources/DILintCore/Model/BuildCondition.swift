/// A `#if` condition as a boolean formula over build settings (`DEBUG`, `os(iOS)`, `canImport(UIKit)`),
/// so that `#if DEBUG` and a later `#if !DEBUG` are known to exclude each other, and `DEBUG || TESTING`
/// to hold whenever `DEBUG` does.
public indirect enum BuildCondition: Codable, Hashable, Sendable {
    case atom(String)
    case constant(Bool)
    case not(BuildCondition)
    case and([BuildCondition])
    case or([BuildCondition])

    func evaluate(_ truth: [String: Bool]) -> Bool {
        switch self {
        case .atom(let name): return truth[name] ?? false
        case .constant(let value): return value
        case .not(let inner): return !inner.evaluate(truth)
        case .and(let parts): return parts.allSatisfy { $0.evaluate(truth) }
        case .or(let parts): return parts.contains { $0.evaluate(truth) }
        }
    }

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
    static let maximumAtoms = 14

    static func isSatisfiable(_ formula: BuildCondition) -> Bool? {
        let atoms = formula.atoms.sorted()
        guard atoms.count <= maximumAtoms else { return nil }
        let families = ["os(", "arch(", "targetEnvironment("]
        for assignment in 0..<(1 << atoms.count) {
            var truth: [String: Bool] = [:]
            for (position, atom) in atoms.enumerated() { truth[atom] = assignment & (1 << position) != 0 }
            let impossible = families.contains { family in atoms.filter { $0.hasPrefix(family) && truth[$0] == true }.count > 1 }
            if !impossible && formula.evaluate(truth) { return true }
        }
        return false
    }
}
