import SwiftSyntax

/// Works out the type a generic resolver call (`inject()`, `$0.get()`, `restore()`) must return from
/// where it stands, the way Swift's type checker would infer it from context.
enum ContextualType {
    static func of(_ call: ExprSyntax, enclosingTypePath: [String]) -> TypeSource {
        var node = Syntax(call)
        // Climb through wrappers that pass the value through unchanged.
        while let parent = node.parent {
            if parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) {
                node = parent
            } else if let tuple = parent.as(TupleExprSyntax.self), tuple.elements.count == 1 {
                node = parent
            } else if parent.is(LabeledExprSyntax.self), parent.parent?.parent?.is(TupleExprSyntax.self) == true,
                      parent.parent?.as(LabeledExprListSyntax.self)?.count == 1 {
                node = parent
            } else {
                break
            }
        }
        guard let parent = node.parent else { return .unknown(reason: "no context") }

        // A sequence's elements sit in an `ExprListSyntax`, so the sequence is the grandparent.
        if parent.is(ExprListSyntax.self), let sequence = parent.parent?.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count == 3, elements[0].id == node.id, elements[1].is(UnresolvedAsExprSyntax.self),
               let typeExpr = elements[2].as(TypeExprSyntax.self) {
                return .written(TypeRef(syntax: typeExpr.type))
            }
            // `self.x = inject()` / `x = inject()`
            if elements.count == 3, elements[2].id == node.id, elements[1].is(AssignmentExprSyntax.self),
               let name = elements[0].assignedPropertyName {
                return .storedProperty(ownerPath: enclosingTypePath, name: name)
            }
            return .unknown(reason: "its type is inferred from an expression dilint does not evaluate")
        }
        if let argument = parent.as(LabeledExprSyntax.self),
           let list = argument.parent?.as(LabeledExprListSyntax.self),
           let call = list.parent?.as(FunctionCallExprSyntax.self) {
            guard let owner = call.calledExpression.typeOfInitializerReference
                    ?? call.calledExpression.delegatedInitializerOwner(enclosingTypePath: enclosingTypePath) else {
                return .unknown(reason: "it is passed to `\(call.calledExpression.trimmedDescription)`, whose parameter types dilint does not know")
            }
            let position = list.firstIndex { $0.id == argument.id }.map { list.distance(from: list.startIndex, to: $0) } ?? 0
            return .initializerParameter(owner: owner, labels: call.argumentLabels, position: position)
        }
        if let initializer = parent.as(InitializerClauseSyntax.self),
           let binding = initializer.parent?.as(PatternBindingSyntax.self) {
            if let annotation = binding.typeAnnotation { return .written(TypeRef(syntax: annotation.type)) }
            return .unknown(reason: "the variable it initializes has no type annotation")
        }
        if parent.is(ReturnStmtSyntax.self) || isSingleExpressionBody(node) {
            if let result = enclosingResultType(of: parent) { return .written(result) }
        }
        return .unknown(reason: "its type is inferred from context dilint does not evaluate")
    }

    private static func isSingleExpressionBody(_ node: Syntax) -> Bool {
        guard let item = node.parent?.as(CodeBlockItemSyntax.self),
              let list = item.parent?.as(CodeBlockItemListSyntax.self) else { return false }
        return list.count == 1
    }

    /// The declared result of the nearest function, computed property or closure around `node`.
    private static func enclosingResultType(of node: Syntax) -> TypeRef? {
        var current: Syntax? = node
        while let candidate = current {
            if let function = candidate.as(FunctionDeclSyntax.self) {
                return function.signature.returnClause.map { TypeRef(syntax: $0.type) }
            }
            if let closure = candidate.as(ClosureExprSyntax.self) { return closure.declaredResultType }
            if let accessor = candidate.as(AccessorBlockSyntax.self),
               let binding = accessor.parent?.as(PatternBindingSyntax.self) {
                return binding.typeAnnotation.map { TypeRef(syntax: $0.type) }
            }
            if candidate.is(InitializerDeclSyntax.self) { return nil }
            current = candidate.parent
        }
        return nil
    }
}

private extension ExprSyntax {
    /// The enclosing type for `self.init` and `Self.init` (a convenience initializer delegating).
    func delegatedInitializerOwner(enclosingTypePath: [String]) -> TypeRef? {
        guard !enclosingTypePath.isEmpty, let member = self.as(MemberAccessExprSyntax.self),
              member.declName.baseName.tokenKind == .keyword(.`init`),
              let base = member.base?.as(DeclReferenceExprSyntax.self),
              [.keyword(.self), .keyword(.Self)].contains(base.baseName.tokenKind) else { return nil }
        return .path(enclosingTypePath)
    }

    /// `x` for `x` and `self.x`.
    var assignedPropertyName: String? {
        if let reference = self.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = self.as(MemberAccessExprSyntax.self), member.base?.is(DeclReferenceExprSyntax.self) == true,
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return member.declName.baseName.text
        }
        return nil
    }
}
