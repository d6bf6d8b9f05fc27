import SwiftSyntax

/// Where a file first fails to parse. swift-syntax recovers and dilint reads the rest, but a
/// declaration near the error may be missed, so the user is told the findings may be incomplete.
final class SyntaxErrorLocator: SyntaxVisitor {
    private var first: AbsolutePosition?

    /// `nil` for a file that parses; only walks trees that hold an error.
    static func firstError(in tree: SourceFileSyntax, lines: LineTable) -> SourceLocation? {
        guard tree.hasError else { return nil }
        let locator = SyntaxErrorLocator(viewMode: .all)
        locator.walk(tree)
        return locator.first.map { lines.location(ofOffset: $0.utf8Offset) }
    }

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        record(node.positionAfterSkippingLeadingTrivia)
        return .skipChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if token.presence == .missing { record(token.positionAfterSkippingLeadingTrivia) }
        return .skipChildren
    }

    private func record(_ position: AbsolutePosition) {
        if first.map({ position < $0 }) ?? true { first = position }
    }
}
