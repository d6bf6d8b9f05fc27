import SwiftSyntax

/// What a name means where it is read, within one function or closure: a local `let`/`var` declared
/// before it (the nearest one, so shadowing is respected) or a parameter. Registration code often
/// builds a value first and provides it after (`let client = HTTPClient(); … Singleton { client }`).
enum LocalBindings {
    enum Meaning {
        /// A local with an initializer and no annotation: its value is that expression.
        case value(ExprSyntax)
        /// A local or parameter with a written type.
        case type(TypeRef)
        /// A closure parameter without a written type, or a pattern dilint does not take apart.
        case unknown
    }

    /// nil when the name is not local: a property, a global or a function, for the caller to read as before.
    static func meaning(of name: String, at node: some SyntaxProtocol) -> Meaning? {
        var current = Syntax(node)
        while let parent = current.parent {
            if let items = parent.as(CodeBlockItemListSyntax.self) {
                for item in items.reversed() where item.position < current.position {
                    if let meaning = declared(name, in: item) { return meaning }
                }
            } else if let closure = parent.as(ClosureExprSyntax.self), let meaning = parameter(name, of: closure) {
                return meaning
            } else if let function = parent.as(FunctionDeclSyntax.self) {
                return parameter(name, in: function.signature.parameterClause)
            } else if let initializer = parent.as(InitializerDeclSyntax.self) {
                return parameter(name, in: initializer.signature.parameterClause)
            } else if parent.is(MemberBlockSyntax.self) || parent.is(AccessorBlockSyntax.self) {
                // A member's own locals end here; what is visible beyond is a property.
                return nil
            }
            current = parent
        }
        return nil
    }

    private static func declared(_ name: String, in item: CodeBlockItemSyntax) -> Meaning? {
        guard let variable = item.item.as(VariableDeclSyntax.self) else { return nil }
        for binding in variable.bindings {
            guard binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { continue }
            if let annotation = binding.typeAnnotation { return .type(TypeRef(syntax: annotation.type)) }
            if let value = binding.initializer?.value { return .value(value) }
            return .unknown
        }
        return nil
    }

    private static func parameter(_ name: String, of closure: ClosureExprSyntax) -> Meaning? {
        switch closure.signature?.parameterClause {
        case .simpleInput(let names)?:
            return names.contains { $0.name.text == name } ? .unknown : nil
        case .parameterClause(let clause)?:
            for parameter in clause.parameters where (parameter.secondName ?? parameter.firstName).text == name {
                return parameter.type.map { .type(TypeRef(syntax: $0)) } ?? .unknown
            }
            return nil
        case nil:
            return nil
        }
    }

    private static func parameter(_ name: String, in clause: FunctionParameterClauseSyntax) -> Meaning? {
        for parameter in clause.parameters where (parameter.secondName ?? parameter.firstName).text == name {
            return .type(TypeRef(syntax: parameter.type))
        }
        return nil
    }
}

extension LocalBindings.Meaning {
    /// The type a read of the local has, as a provider's key would take it.
    func typeSource(scopePath: [String]) -> TypeSource? {
        switch self {
        case .type(let type):
            return .written(type)
        case .value(let value):
            if let cast = value.unwrappingTryAwait.asCast {
                return .written(cast.kind == .conditional ? .optional(cast.type) : cast.type)
            }
            if let constructed = value.constructedType { return .written(constructed) }
            return value.valueTypeSource(scopePath: scopePath)
        case .unknown:
            return nil
        }
    }
}
