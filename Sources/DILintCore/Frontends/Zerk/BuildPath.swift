import SwiftSyntax

/// Whether code in a builder closure runs every time the builder builds: not in a closure kept for later
/// (`onTap: { args.id }`), not on one branch of a condition, a loop's body, or after an early exit.
/// A read that may not run is no proof that every build reads.
enum BuildPath {
    static func runsOnEveryBuild(_ node: Syntax, in builder: ClosureExprSyntax) -> Bool {
        var child = node
        var current = node.parent
        while let parent = current, parent.id != builder.id {
            if let closure = parent.as(ClosureExprSyntax.self), !closure.runsImmediately { return false }
            if !RunsEveryTime.withParent(child, parent) { return false }
            if let items = parent.as(CodeBlockItemListSyntax.self), RunsEveryTime.mayExit(before: child, in: items) { return false }
            child = parent
            current = parent.parent
        }
        return true
    }
}
