import SwiftSyntax

/// Zerk 1.x: `Zerk.store` registrations, `restore`, the `@Injected…` wrappers, custom storages,
/// `AutoStoring`. Files that use Zerk 2's macros are marked and left to Zerk 2's own plugin.
enum ZerkFrontend: Frontend {
    static let framework = Framework.zerk

    static func extract(from tree: SourceFileSyntax, lines: LineTable) -> FrameworkFacts {
        let visitor = ZerkVisitor(lines: lines)
        visitor.walk(tree)
        return InitializerReads.markingWrappersReadAtInit(visitor.facts, tree: tree, lines: lines)
    }
}
