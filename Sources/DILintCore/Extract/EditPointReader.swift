import SwiftSyntax

/// Records where a provider's source may be edited by a fix, only for shapes where the edit is
/// unambiguous: nothing but whitespace is deleted, and a cast applies to the whole value.
enum EditPointReader {
    /// ` as P` after the value: when the value (under `try`/`await`) is a call, a name or a member read,
    /// and no cast or declared result type is written.
    static func castInsertion(after value: ExprSyntax, lines: LineTable) -> SourceSpan? {
        let inner = value.unwrappingTryAwait
        guard inner.asCast == nil,
              inner.is(FunctionCallExprSyntax.self) || inner.is(DeclReferenceExprSyntax.self) || inner.is(MemberAccessExprSyntax.self)
        else { return nil }
        let end = value.endPositionBeforeTrailingTrivia
        return lines.span(from: end, to: end)
    }

    /// `<P>` after a builder's bare name (`Singleton { … }`), not after `Singleton<X>` or `Dirk.Singleton`.
    static func genericInsertion(after callee: ExprSyntax, lines: LineTable) -> SourceSpan? {
        guard callee.is(DeclReferenceExprSyntax.self) else { return nil }
        let end = callee.endPositionBeforeTrailingTrivia
        return lines.span(from: end, to: end)
    }

    /// `.singleton { X() }` → `.singleton(X())`: a trailing closure that is the call's only argument, has
    /// no signature and one expression (or `return` of one), with only whitespace around it.
    static func valueForm(of call: FunctionCallExprSyntax, lines: LineTable) -> (opening: SourceSpan, closing: SourceSpan)? {
        guard let closure = call.trailingClosure, call.arguments.isEmpty, call.additionalTrailingClosures.isEmpty,
              closure.signature == nil, closure.statements.count == 1, let item = closure.statements.first?.item else { return nil }
        let expression: ExprSyntax
        if let expr = item.as(ExprSyntax.self) {
            expression = expr
        } else if let returned = item.as(ReturnStmtSyntax.self)?.expression {
            expression = returned
        } else {
            return nil
        }
        let openingStart = call.calledExpression.endPositionBeforeTrailingTrivia
        let openingEnd = expression.positionAfterSkippingLeadingTrivia
        let closingStart = expression.endPositionBeforeTrailingTrivia
        let closingEnd = closure.endPositionBeforeTrailingTrivia
        guard onlyWhitespace(in: Syntax(call), from: openingStart, to: openingEnd),
              onlyWhitespace(in: Syntax(call), from: closingStart, to: closingEnd) else { return nil }
        return (lines.span(from: openingStart, to: openingEnd), lines.span(from: closingStart, to: closingEnd))
    }

    /// `.build()` after a container literal that is a statement of its own: its value is unused, so
    /// building it in place changes nothing else.
    static func buildInsertion(after literal: FunctionCallExprSyntax, lines: LineTable) -> SourceSpan? {
        guard literal.parent?.is(CodeBlockItemSyntax.self) == true else { return nil }
        let end = literal.endPositionBeforeTrailingTrivia
        return lines.span(from: end, to: end)
    }

    /// Whether every trivia piece of the tokens touching `start..<end` is a space, tab or line break,
    /// so deleting the stretch loses no comment.
    private static func onlyWhitespace(in node: Syntax, from start: AbsolutePosition, to end: AbsolutePosition) -> Bool {
        for token in node.tokens(viewMode: .sourceAccurate) where token.position < end && token.endPosition > start {
            for piece in Array(token.leadingTrivia) + Array(token.trailingTrivia) {
                switch piece {
                case .spaces, .tabs, .newlines, .carriageReturns, .carriageReturnLineFeeds: continue
                default: return false
                }
            }
        }
        return true
    }
}

extension LineTable {
    func span(from start: AbsolutePosition, to end: AbsolutePosition) -> SourceSpan {
        let first = location(ofOffset: start.utf8Offset)
        let last = location(ofEndOffset: end.utf8Offset)
        return SourceSpan(startOffset: cuts.fileOffset(ofStart: start.utf8Offset), endOffset: cuts.fileOffset(ofEnd: end.utf8Offset),
                          startLine: first.line,
                          startColumn: first.column, endLine: last.line, endColumn: last.column)
    }

    /// The span of a token's text, trivia excluded.
    func span(of token: TokenSyntax) -> SourceSpan {
        span(from: token.positionAfterSkippingLeadingTrivia, to: token.endPositionBeforeTrailingTrivia)
    }
}

/// The frontends' one-line entry: a provider's edit points, nil when it has none.
enum EditPoints {
    static func of(castAfter value: ExprSyntax, lines: LineTable) -> ProviderEditPoints? {
        var points = ProviderEditPoints()
        points.castInsertion = EditPointReader.castInsertion(after: value, lines: lines)
        return points.isEmpty ? nil : points
    }

    /// After the result of a closure of one expression without a declared result type.
    static func of(castAfterResultOf closure: ClosureExprSyntax, lines: LineTable) -> ProviderEditPoints? {
        guard closure.statements.count == 1, closure.declaredResultType == nil,
              let result = closure.statements.first?.item.as(ExprSyntax.self) else { return nil }
        return of(castAfter: result, lines: lines)
    }

    static func of(genericAfter callee: ExprSyntax, lines: LineTable) -> ProviderEditPoints? {
        var points = ProviderEditPoints()
        points.genericInsertion = EditPointReader.genericInsertion(after: callee, lines: lines)
        return points.isEmpty ? nil : points
    }

    static func adding(buildInsertion: SourceSpan, to points: ProviderEditPoints?) -> ProviderEditPoints {
        var points = points ?? ProviderEditPoints()
        points.buildInsertion = buildInsertion
        return points
    }

    static func of(valueFormOf call: FunctionCallExprSyntax, lines: LineTable) -> ProviderEditPoints? {
        guard let (opening, closing) = EditPointReader.valueForm(of: call, lines: lines) else { return nil }
        var points = ProviderEditPoints()
        points.closureOpening = opening
        points.closureClosing = closing
        return points
    }
}
