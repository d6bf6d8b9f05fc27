/// Where in a bootstrap's code a registration is made: the branches of `if`/`else` and `switch` it is in,
/// outermost first, as `line:column#alternative` joined by `/` (`9:9#1/12:13#0`), within one bootstrap.
enum RunTimeBranch {
    /// The branch of code inside `branch` (nil: none) that takes alternative `alternative` of the branch
    /// point written at `point`.
    static func entering(_ branch: String?, point: SourceLocation, alternative: Int) -> String {
        (branch.map { $0 + "/" } ?? "") + "\(point.line):\(point.column)#\(alternative)"
    }

    /// Whether two registrations' branches never run together: at the first branch point where they part,
    /// they took different alternatives of the same point.
    static func exclusive(_ lhs: String?, _ rhs: String?) -> Bool {
        guard let lhs, let rhs else { return false }
        for (left, right) in zip(lhs.split(separator: "/"), rhs.split(separator: "/")) where left != right {
            return left.split(separator: "#").first == right.split(separator: "#").first
        }
        return false
    }
}
