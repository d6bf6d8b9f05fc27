import SwiftSyntax

/// The function, initializer or property whose body bootstraps a container, as the generated test calls it.
struct BootstrapCallable: Equatable {
    enum Kind: Equatable { case function, initializer, property }
    var kind: Kind
    var name: String
    /// Enclosing type declarations (or extended types), outermost first; empty for a free function.
    var ownerPath: [String]
    var ownerIsProtocol: Bool
    var isStatic: Bool
    var isAsync: Bool
    /// Isolated to the main actor (the callable or a type around it says `@MainActor`): a test must be too.
    var isMainActor: Bool = false
    var parameters: [Parameter]

    struct Parameter: Equatable {
        /// The argument label; nil for `_`.
        var label: String?
        var type: String
        var hasDefault: Bool
    }

    /// The innermost callable around `node`, closures included in it (a `Dependencies { … }` literal runs
    /// where it is written); nil when the node is top-level code or a type's member initializer.
    static func enclosing(_ node: Syntax) -> BootstrapCallable? {
        var current = node.parent
        while let syntax = current {
            if let function = syntax.as(FunctionDeclSyntax.self) {
                return make(.function, function.name.text, function.modifiers, function.signature.parameterClause.parameters,
                            async: function.signature.effectSpecifiers?.asyncSpecifier != nil, attributes: function.attributes, at: syntax)
            }
            if let initializer = syntax.as(InitializerDeclSyntax.self) {
                return make(.initializer, "init", initializer.modifiers, initializer.signature.parameterClause.parameters,
                            async: initializer.signature.effectSpecifiers?.asyncSpecifier != nil, attributes: initializer.attributes, at: syntax)
            }
            if let binding = syntax.as(PatternBindingSyntax.self),
               let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
               let variable = binding.parent?.parent?.as(VariableDeclSyntax.self) {
                return make(.property, name, variable.modifiers, nil, async: false, attributes: variable.attributes, at: syntax)
            }
            if syntax.is(SourceFileSyntax.self) || syntax.is(MemberBlockItemSyntax.self) { return nil }
            current = syntax.parent
        }
        return nil
    }

    private static func make(_ kind: Kind, _ name: String, _ modifiers: DeclModifierListSyntax,
                             _ parameters: FunctionParameterListSyntax?, async: Bool, attributes: AttributeListSyntax,
                             at node: Syntax) -> BootstrapCallable {
        var isMainActor = saysMainActor(attributes)
        let isStatic = modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
        var owners: [String] = []
        var ownerIsProtocol = false
        var current = node.parent
        while let syntax = current {
            if let attributed = syntax.asProtocol(WithAttributesSyntax.self), !syntax.is(FunctionDeclSyntax.self) {
                isMainActor = isMainActor || saysMainActor(attributed.attributes)
            }
            if let declaration = syntax.asProtocol(NamedDeclSyntax.self), syntax.is(ClassDeclSyntax.self) || syntax.is(StructDeclSyntax.self)
                || syntax.is(EnumDeclSyntax.self) || syntax.is(ActorDeclSyntax.self) || syntax.is(ProtocolDeclSyntax.self) {
                owners.insert(declaration.name.text, at: 0)
                if owners.count == 1 { ownerIsProtocol = syntax.is(ProtocolDeclSyntax.self) }
            } else if let extensionDecl = syntax.as(ExtensionDeclSyntax.self) {
                owners.insert(extensionDecl.extendedType.trimmedDescription, at: 0)
            }
            current = syntax.parent
        }
        let readParameters = (parameters ?? []).map { parameter in
            Parameter(label: parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text,
                      type: parameter.type.trimmedDescription, hasDefault: parameter.defaultValue != nil)
        }
        return BootstrapCallable(kind: kind, name: name, ownerPath: owners, ownerIsProtocol: ownerIsProtocol,
                                 isStatic: isStatic, isAsync: async, isMainActor: isMainActor, parameters: readParameters)
    }

    private static func saysMainActor(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "MainActor" }
    }

    /// The statement that runs it, or why there is none. Parameters get the first configuration: `false`,
    /// `0`, `""`, an app enum's first case; a parameter with a default keeps it.
    /// `protocols`: the protocols the analysed code declares, so a method of `extension P` is not called as `P()`.
    func statement(firstCases: [String: String], protocols: Set<String> = []) -> Result<String, Reason> {
        if ownerIsProtocol || ownerPath.last.map(protocols.contains) == true {
            return .failure(Reason("it is a method of protocol \(ownerPath.joined(separator: ".")), which a test has no instance of"))
        }
        var arguments: [String] = []
        for parameter in parameters where !parameter.hasDefault {
            let value: String
            switch parameter.type {
            case "Bool": value = "false"
            case "Int": value = "0"
            case "String": value = "\"\""
            default:
                guard let first = firstCases[parameter.type] else {
                    return .failure(Reason("\(name) takes a '\(parameter.type)' dilint has no value for"))
                }
                value = ".\(first)"
            }
            arguments.append(parameter.label.map { "\($0): \(value)" } ?? value)
        }
        let argumentList = arguments.joined(separator: ", ")
        let effects = isAsync ? "try await " : "try "
        let owner = ownerPath.joined(separator: ".")
        switch (kind, ownerPath.isEmpty) {
        case (.function, true): return .success("\(effects)\(name)(\(argumentList))")
        case (.property, true): return .success("_ = \(name)")
        case (.initializer, true): return .failure(Reason("an initializer outside a type"))
        case (.initializer, false): return .success("_ = \(effects)\(owner)(\(argumentList))")
        case (.function, false):
            return .success(isStatic ? "\(effects)\(owner).\(name)(\(argumentList))" : "\(effects)\(owner)().\(name)(\(argumentList))")
        case (.property, false):
            return .success(isStatic ? "_ = \(owner).\(name)" : "_ = \(owner)().\(name)")
        }
    }

    struct Reason: Error, Equatable {
        var text: String
        init(_ text: String) { self.text = text }
    }
}
