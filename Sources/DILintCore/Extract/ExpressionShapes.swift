import SwiftSyntax

/// Small, framework-neutral readings of expression shapes that every frontend needs.
extension ExprSyntax {
    /// The expression without `try`, `await` and parentheses around it.
    var unwrappingTryAwait: ExprSyntax {
        if let tryExpr = self.as(TryExprSyntax.self) { return tryExpr.expression.unwrappingTryAwait }
        if let awaitExpr = self.as(AwaitExprSyntax.self) { return awaitExpr.expression.unwrappingTryAwait }
        if let tuple = self.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
           only.label == nil {
            return only.expression.unwrappingTryAwait
        }
        return self
    }

    /// `X() as P` → (`X()`, `P`, cast kind). Swift's parser leaves casts in an unfolded sequence.
    var asCast: (operand: ExprSyntax, type: TypeRef, kind: CastKind)? {
        guard let sequence = self.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3,
              let cast = elements[1].as(UnresolvedAsExprSyntax.self),
              let typeExpr = elements[2].as(TypeExprSyntax.self) else { return nil }
        let kind: CastKind
        switch cast.questionOrExclamationMark?.tokenKind {
        case .postfixQuestionMark?: kind = .conditional
        case .exclamationMark?: kind = .forced
        default: kind = .plain
        }
        return (elements[0], TypeRef(syntax: typeExpr.type), kind)
    }

    /// The type an expression constructs when it is `X(...)`, `X.init(...)`, `X<T>(...)` or `X.init`.
    var constructedType: TypeRef? {
        let expr = unwrappingTryAwait
        if let call = expr.as(FunctionCallExprSyntax.self) {
            return call.calledExpression.typeOfInitializerReference
        }
        return expr.typeOfInitializerReference
    }

    /// Where the type of a value that is not a construction comes from: the declared result of the
    /// function it calls (`makeClient()`, `Factory.make()`), the function it names without calling it
    /// (`makeClient`), or the static member it reads off a type (`NetworkClient.shared`).
    func valueTypeSource(scopePath: [String]) -> TypeSource? {
        let expr = unwrappingTryAwait
        // A literal's type is its default one, as Swift infers it without context.
        if expr.is(IntegerLiteralExprSyntax.self) { return .written(.path(["Int"])) }
        if expr.is(FloatLiteralExprSyntax.self) { return .written(.path(["Double"])) }
        if expr.is(StringLiteralExprSyntax.self) { return .written(.path(["String"])) }
        if expr.is(BooleanLiteralExprSyntax.self) { return .written(.path(["Bool"])) }
        if let call = expr.as(FunctionCallExprSyntax.self), call.trailingClosure == nil {
            let labels = call.arguments.map { $0.label?.text } as [String?]
            if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isLowercase == true {
                return .functionResult(FunctionCallReference(name: name, labels: labels, base: nil, scopePath: scopePath, isReference: false))
            }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
               let baseType = TypeRef(typeExpression: base), member.declName.baseName.text.first?.isLowercase == true {
                return .functionResult(FunctionCallReference(name: member.declName.baseName.text, labels: labels, base: baseType,
                                                             scopePath: scopePath, isReference: false))
            }
            return nil
        }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base, let baseType = TypeRef(typeExpression: base),
           member.declName.baseName.text.first?.isLowercase == true {
            return .staticMember(owner: baseType, name: member.declName.baseName.text)
        }
        if let reference = expr.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
           reference.baseName.text.first?.isLowercase == true {
            if let local = LocalBindings.meaning(of: reference.baseName.text, at: reference) {
                return local.typeSource(scopePath: scopePath)
            }
            return .functionResult(FunctionCallReference(name: reference.baseName.text, labels: [], base: nil,
                                                         scopePath: scopePath, isReference: true))
        }
        return nil
    }

    /// `X` for `X` (callee position), `X.init`, `X<T>`.
    var typeOfInitializerReference: TypeRef? {
        if let member = self.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.`init`),
           let base = member.base {
            return TypeRef(typeExpression: base)
        }
        return TypeRef(typeExpression: self)
    }

    /// `P` for `P.self`.
    var metatypeArgument: TypeRef? {
        guard let member = self.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.self),
              let base = member.base else { return nil }
        return TypeRef(typeExpression: base)
    }
}

enum CastKind {
    case plain, forced, conditional
}

extension SyntaxProtocol {
    /// The code as written with its whitespace collapsed, to compare two providers' text. Read off the
    /// node's bytes: `trimmedDescription` builds a new tree, and splitting Characters classifies each one,
    /// which cost a tenth of reading a Dirk module; text beyond ASCII takes that way still. A frontend
    /// reading a skeleton asks `LineTable.collapsedText(of:)`, which has the bodies cut out of the tree.
    var collapsedText: String {
        let bytes = syntaxTextBytes
        let start = leadingTriviaLength.utf8Length, end = bytes.count - trailingTriviaLength.utf8Length
        guard start <= end, let collapsed = CollapsedText.ascii(bytes[start..<end]) else {
            return CollapsedText.characters(trimmedDescription)
        }
        return collapsed
    }
}

/// Code text with each run of whitespace made one space, and none at either end.
enum CollapsedText {
    /// `nil` when a byte is beyond ASCII (`characters` then decides what whitespace is).
    static func ascii(_ bytes: some Collection<UInt8>) -> String? {
        var collapsed: [UInt8] = []
        collapsed.reserveCapacity(bytes.count)
        var spaceBefore = false
        for byte in bytes {
            if byte >= 0x80 { return nil }
            // The ASCII whitespace `Character.isWhitespace` knows: tab, line feed, vertical tab, form feed, return, space.
            if byte == 0x20 || (0x09...0x0D).contains(byte) {
                spaceBefore = !collapsed.isEmpty
                continue
            }
            if spaceBefore { collapsed.append(0x20) }
            spaceBefore = false
            collapsed.append(byte)
        }
        return String(decoding: collapsed, as: UTF8.self)
    }

    static func characters(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

extension ClosureExprSyntax {
    /// Sequence methods and calls that run the closure they are given before they return.
    private static let eagerCallees: Set<String> = [
        "map", "compactMap", "flatMap", "forEach", "filter", "reduce", "first", "last", "contains", "allSatisfy",
        "sorted", "min", "max", "firstIndex", "lastIndex", "drop", "prefix", "sync", "withLock", "callAsFunction",
    ]

    /// Whether the closure runs where it stands (`{ … }()`, `items.map { … }`) rather than being kept
    /// to run later (a stored factory, a completion handler).
    var runsImmediately: Bool {
        if let call = parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == id { return true }
        // A trailing closure's parent is the call; an argument's and an additional trailing closure's is
        // an element of a list whose parent is the call.
        let call = parent?.as(FunctionCallExprSyntax.self) ?? parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
        guard let name = call?.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text else { return false }
        return Self.eagerCallees.contains(name)
    }

    /// Parameter names in order; `$0`-style closures report none.
    var parameterNames: [String] {
        switch signature?.parameterClause {
        case .simpleInput(let list)?: return list.map(\.name.text)
        case .parameterClause(let clause)?: return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: return []
        }
    }

    var declaredResultType: TypeRef? {
        signature?.returnClause.map { TypeRef(syntax: $0.type) }
    }

    /// The expression whose value the closure returns: its only expression, or its last top-level `return`.
    var resultExpression: ExprSyntax? {
        let items = Array(statements)
        if items.count == 1, let expr = items[0].item.as(ExprSyntax.self) { return expr }
        for item in items.reversed() {
            if let returnStmt = item.item.as(ReturnStmtSyntax.self) { return returnStmt.expression }
            if let stmt = item.item.as(ExpressionStmtSyntax.self) { return stmt.expression }
        }
        return nil
    }
}

extension FunctionCallExprSyntax {
    /// The closure passed last, trailing or in parentheses.
    var lastClosure: ClosureExprSyntax? {
        if let trailing = trailingClosure { return trailing }
        return arguments.last?.expression.as(ClosureExprSyntax.self)
    }

    var argumentLabels: [String?] { arguments.map { $0.label?.text } }

    /// `Base.name(...)` → ("Base", "name") for a plain identifier base.
    var staticCall: (base: String, name: String)? {
        guard let member = calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base?.as(DeclReferenceExprSyntax.self) else { return nil }
        return (base.baseName.text, member.declName.baseName.text)
    }

    var calleeName: String? {
        if let reference = calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let specialized = calledExpression.as(GenericSpecializationExprSyntax.self) {
            // `Factory<P> { … }`, or `Dirk.Factory<P> { … }` where another `Factory` is in scope.
            if let reference = specialized.expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
            if let member = specialized.expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        }
        return nil
    }
}
