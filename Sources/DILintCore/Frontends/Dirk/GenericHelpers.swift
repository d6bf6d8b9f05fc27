import SwiftSyntax

/// `func single<T>(_ type: T.Type, _ make: @escaping () -> T) -> Module { Module { Singleton<T> { make() } } }`:
/// a module written in a generic function registers what each call binds `T` to. The function's side is
/// read here (`HelperSignature`); the call's side by `DirkVisitor.helperReference`; Link pairs them
/// (`GenericBinding`).
extension HelperSignature {
    init?(_ function: FunctionDeclSyntax) {
        let generics = function.genericParameterClause?.parameters.map(\.name.text) ?? []
        guard !generics.isEmpty else { return nil }
        genericParameters = generics
        parameters = HelperParameter.parameters(of: function)
    }

    fileprivate static func role(of type: TypeSyntax, generics: Set<String>) -> (HelperParameter.Role, String?) {
        let type = type.as(AttributedTypeSyntax.self)?.baseType ?? type
        func generic(_ type: TypeSyntax) -> String? {
            guard let name = type.as(IdentifierTypeSyntax.self), name.genericArgumentClause == nil,
                  generics.contains(name.name.text) else { return nil }
            return name.name.text
        }
        if let metatype = type.as(MetatypeTypeSyntax.self), metatype.metatypeSpecifier.text == "Type",
           let name = generic(metatype.baseType) {
            return (.metatype, name)
        }
        if let function = type.as(FunctionTypeSyntax.self), function.parameters.isEmpty,
           let name = generic(function.returnClause.type) {
            return (.producer, name)
        }
        if let name = generic(type) { return (.value, name) }
        return (.other, nil)
    }

    /// The generic parameter a provider's body produces by calling or passing on a producer parameter
    /// (`Factory { make() }`, `Singleton { try make() }`, `Factory(make)`), by the parameter's name.
    func producedGeneric(byParameterNamed name: String) -> String? {
        parameters.first { $0.role == .producer && $0.name == name }?.generic
    }
}

extension HelperParameter {
    /// A function's parameters as callers pass them; for a generic function, what each binds.
    static func parameters(of function: FunctionDeclSyntax) -> [HelperParameter] {
        let generics = Set(function.genericParameterClause?.parameters.map(\.name.text) ?? [])
        return function.signature.parameterClause.parameters.map { parameter in
            let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            let (role, generic) = generics.isEmpty ? (.other, nil) : HelperSignature.role(of: parameter.type, generics: generics)
            return HelperParameter(label: label, name: (parameter.secondName ?? parameter.firstName).text, role: role,
                                   generic: generic, hasDefault: parameter.defaultValue != nil)
        }
    }
}
