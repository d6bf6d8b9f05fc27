import SwiftSyntax

extension TypeRef {
    /// Reads a written type into its canonical structure.
    init(syntax type: TypeSyntax) {
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            self = .normalizedNamed([NameComponent(identifier.name.unquotedName,
                                                   genericArguments: identifier.genericArgumentClause.typeRefs)])
        } else if let member = type.as(MemberTypeSyntax.self) {
            let base = TypeRef(syntax: member.baseType)
            let component = NameComponent(member.name.unquotedName, genericArguments: member.genericArgumentClause.typeRefs)
            if case .named(let components) = base {
                self = .normalizedNamed(components + [component])
            } else {
                self = .unknown(type.trimmedDescription)
            }
        } else if let optional = type.as(OptionalTypeSyntax.self) {
            self = .optional(TypeRef(syntax: optional.wrappedType))
        } else if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            self = .optional(TypeRef(syntax: unwrapped.wrappedType))
        } else if let array = type.as(ArrayTypeSyntax.self) {
            self = .array(TypeRef(syntax: array.element))
        } else if let dictionary = type.as(DictionaryTypeSyntax.self) {
            self = .dictionary(key: TypeRef(syntax: dictionary.key), value: TypeRef(syntax: dictionary.value))
        } else if let composition = type.as(CompositionTypeSyntax.self) {
            self = .normalizedComposition(composition.elements.map { TypeRef(syntax: $0.type) })
        } else if let someOrAny = type.as(SomeOrAnyTypeSyntax.self) {
            self = TypeRef(syntax: someOrAny.constraint)
        } else if let attributed = type.as(AttributedTypeSyntax.self) {
            self = TypeRef(syntax: attributed.baseType)
        } else if let function = type.as(FunctionTypeSyntax.self) {
            self = .function(parameters: function.parameters.map { TypeRef(syntax: $0.type) },
                             result: TypeRef(syntax: function.returnClause.type))
        } else if let tuple = type.as(TupleTypeSyntax.self) {
            let elements = tuple.elements.map { TypeRef(syntax: $0.type) }
            self = elements.count == 1 ? elements[0] : .tuple(elements)
        } else if let metatype = type.as(MetatypeTypeSyntax.self) {
            self = .metatype(TypeRef(syntax: metatype.baseType))
        } else {
            self = .unknown(type.trimmedDescription)
        }
    }

    /// Reads a type used in expression position: `P.self`'s base, `Factory<P>`'s callee, `X(...)`'s callee.
    /// Returns nil when the expression is not a type reference.
    init?(typeExpression expr: ExprSyntax) {
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.unquotedName
            guard name.first?.isUppercase == true else { return nil }
            self = .normalizedNamed([NameComponent(name)])
        } else if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base,
                  case .named(let components)? = TypeRef(typeExpression: base) {
            let name = member.declName.baseName.unquotedName
            guard name.first?.isUppercase == true else { return nil }
            self = .normalizedNamed(components + [NameComponent(name)])
        } else if let specialized = expr.as(GenericSpecializationExprSyntax.self),
                  case .named(var components)? = TypeRef(typeExpression: specialized.expression),
                  !components.isEmpty {
            components[components.count - 1].genericArguments =
                specialized.genericArgumentClause.arguments.compactMap(\.typeRef)
            self = .normalizedNamed(components)
        } else if let typeExpr = expr.as(TypeExprSyntax.self) {
            self = TypeRef(syntax: typeExpr.type)
        } else if let optionalChain = expr.as(OptionalChainingExprSyntax.self),
                  let wrapped = TypeRef(typeExpression: optionalChain.expression) {
            self = .optional(wrapped)
        } else if let array = expr.as(ArrayExprSyntax.self), array.elements.count == 1,
                  let element = array.elements.first.flatMap({ TypeRef(typeExpression: $0.expression) }) {
            self = .array(element)
        } else {
            return nil
        }
    }
}

extension GenericArgumentSyntax {
    var typeRef: TypeRef? {
        // swift-syntax 601 made a generic argument a type or an expression (`InlineArray<3, Int>`);
        // 600, the lowest version dilint accepts (Package.swift), has only types.
        #if canImport(SwiftSyntax601)
        switch argument {
        case .type(let type): return TypeRef(syntax: type)
        default: return nil
        }
        #else
        return TypeRef(syntax: argument)
        #endif
    }
}

extension Optional where Wrapped == GenericArgumentClauseSyntax {
    var typeRefs: [TypeRef] {
        guard let clause = self else { return [] }
        return clause.arguments.map { $0.typeRef ?? .unknown($0.trimmedDescription) }
    }
}
