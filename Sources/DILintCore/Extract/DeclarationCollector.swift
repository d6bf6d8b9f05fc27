import Foundation
import SwiftSyntax

/// Collects the framework-independent declarations of one file: types with their nesting path and
/// conformances, extensions, initializers, stored properties, typealiases and function signatures.
/// Declarations sit only in item lists and member blocks, and in code only inside braces: the walk steps
/// over every expression, statement, type or clause whose source holds no `{`.
final class DeclarationCollector: ScopeTrackingVisitor {
    private(set) var declarations = Declarations()
    /// Index into `declarations.types` of each enclosing nominal type declaration, for stored properties.
    private var typeIndexStack: [Int?] = []
    private let braces: ByteOffsets?
    private let codeKinds = CodeKinds()

    /// `braces`: where the file's `{` are; nil visits every node (what the skipping must equal).
    init(lines: LineTable, braces: ByteOffsets?) {
        self.braces = braces
        super.init(lines: lines)
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        guard let braces else { return .visitChildren }
        return !codeKinds.isCodeOrClause(node, kind: node.kind) || braces.any(in: node) ? .visitChildren : .skipChildren
    }

    private func beginType(kind: TypeKind, inheritance: InheritanceClauseSyntax?,
                           generics: GenericParameterClauseSyntax?, members: MemberBlockSyntax,
                           attributes: AttributeListSyntax, node: some SyntaxProtocol) {
        let declaresInit = members.members.contains { $0.decl.kind == .initializerDecl }
        declarations.types.append(TypeDeclaration(
            path: typePath, kind: kind, inherits: inheritance.typeRefs,
            genericParameters: generics.genericNames, storedProperties: [],
            declaresInitializer: declaresInit, location: location(of: node), isMainActor: attributes.namesMainActor))
        typeIndexStack.append(declarations.types.count - 1)
    }

    /// Records a class, struct, enum or actor declaration, after the scope has entered it.
    private func beginNominal(_ kind: TypeKind, _ node: some NamedDeclSyntax & WithGenericParametersSyntax & DeclGroupSyntax,
                              visit enterScope: () -> SyntaxVisitorContinueKind) -> SyntaxVisitorContinueKind {
        _ = enterScope()
        beginType(kind: kind, inheritance: node.inheritanceClause,
                  generics: node.genericParameterClause, members: node.memberBlock, attributes: node.attributes, node: node.name)
        let keys = Self.generatorKeys(in: node.leadingTrivia)
        if !keys.isEmpty {
            declarations.generatorAnnotations.append(GeneratorAnnotation(typePath: typePath, keys: keys, location: location(of: node.name)))
        }
        return .visitChildren
    }

    /// The keys of `// sourcery: a, b = 1` comments right above a declaration (Sourcery's annotations; its
    /// `sourcery:begin:` blocks are not read).
    static func generatorKeys(in trivia: Trivia) -> [String] {
        var keys: [String] = []
        for piece in trivia {
            let text: String
            switch piece {
            case .lineComment(let comment): text = String(comment.dropFirst(2))
            case .docLineComment(let comment): text = String(comment.dropFirst(3))
            default: continue
            }
            let words = text.drop { $0 == " " }
            guard words.hasPrefix("sourcery:"), !words.hasPrefix("sourcery:begin"), !words.hasPrefix("sourcery:end") else { continue }
            for entry in words.dropFirst("sourcery:".count).split(separator: ",") {
                let key = entry.split(separator: "=", maxSplits: 1).first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
                if !key.isEmpty, !keys.contains(key) { keys.append(key) }
            }
        }
        return keys
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { beginNominal(.class, node) { super.visit(node) } }
    override func visitPost(_ node: ClassDeclSyntax) { typeIndexStack.removeLast(); super.visitPost(node) }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { beginNominal(.struct, node) { super.visit(node) } }
    override func visitPost(_ node: StructDeclSyntax) { typeIndexStack.removeLast(); super.visitPost(node) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { beginNominal(.enum, node) { super.visit(node) } }
    override func visitPost(_ node: EnumDeclSyntax) { typeIndexStack.removeLast(); super.visitPost(node) }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { beginNominal(.actor, node) { super.visit(node) } }
    override func visitPost(_ node: ActorDeclSyntax) { typeIndexStack.removeLast(); super.visitPost(node) }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        _ = super.visit(node)
        beginType(kind: .protocol, inheritance: node.inheritanceClause,
                  generics: nil, members: node.memberBlock, attributes: node.attributes, node: node.name)
        return .visitChildren
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { typeIndexStack.removeLast(); super.visitPost(node) }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        _ = super.visit(node)
        declarations.extensions.append(ExtensionDeclaration(
            extendedPath: typePath, inherits: node.inheritanceClause.typeRefs,
            location: location(of: node.extendedType)))
        typeIndexStack.append(nil)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { typeIndexStack.removeLast(); super.visitPost(node) }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        _ = super.visit(node)
        if !typePath.isEmpty {
            let parameters = node.signature.parameterClause.parameters.map { parameter in
                InitializerDeclaration.Parameter(
                    label: parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text,
                    type: TypeRef(syntax: parameter.type),
                    hasDefault: parameter.defaultValue != nil)
            }
            declarations.initializers.append(InitializerDeclaration(
                ownerPath: typePath, parameters: parameters, location: location(of: node.initKeyword)))
        }
        // Bodies hold no declarations dilint indexes; frontends walk them separately.
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        _ = super.visit(node)
        let opaque = node.signature.returnClause?.type.as(SomeOrAnyTypeSyntax.self)?.someOrAnySpecifier.tokenKind == .keyword(.some)
        declarations.functions.append(FunctionDeclaration(
            scopePath: typePath, name: node.name.text,
            labels: node.signature.parameterClause.parameters.map {
                $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text
            },
            returnType: node.signature.returnClause.map { TypeRef(syntax: $0.type) },
            isStatic: node.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) },
            location: location(of: node.name), returnsOpaqueType: opaque))
        return .skipChildren
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        declarations.typealiases.append(TypealiasDeclaration(
            path: typePath + [node.name.unquotedName], target: TypeRef(syntax: node.initializer.value),
            location: location(of: node.name), genericParameters: node.genericParameterClause.genericNames))
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let isStatic = node.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
        if isStatic, !typePath.isEmpty, node.parent?.kind == .memberBlockItem {
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                declarations.staticProperties.append(StaticPropertyDeclaration(
                    ownerPath: typePath, name: name,
                    type: binding.typeAnnotation.map { TypeRef(syntax: $0.type) } ?? binding.initializer?.value.constructedType))
            }
            return .skipChildren
        }
        guard let typeIndex = typeIndexStack.last, let index = typeIndex, !isStatic else { return .skipChildren }
        let isLet = node.bindingSpecifier.tokenKind == .keyword(.let)
        // Bindings without a type annotation share the next annotated one's type: `var a, b: Int`.
        var pendingType: TypeRef?
        var properties: [StoredProperty] = []
        for binding in node.bindings.reversed() {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if let accessors = binding.accessorBlock, accessors.isComputed { continue }
            if let annotation = binding.typeAnnotation { pendingType = TypeRef(syntax: annotation.type) }
            let wrapped = !node.attributes.isEmpty && node.attributes.contains { $0.is(AttributeSyntax.self) }
            properties.append(StoredProperty(
                name: name, type: pendingType,
                // Property wrappers and `var x: T?` give the memberwise parameter a default.
                hasDefault: binding.initializer != nil || wrapped || (!isLet && pendingType.isOptional),
                isLet: isLet))
        }
        declarations.types[index].storedProperties += properties.reversed()
        return .skipChildren
    }
}

private extension Optional where Wrapped == TypeRef {
    var isOptional: Bool {
        if case .optional? = self { return true }
        return false
    }
}

extension AccessorBlockSyntax {
    /// A getter-only block or explicit `get`/`set` make a computed property; `willSet`/`didSet` do not.
    var isComputed: Bool {
        switch accessors {
        case .getter: return true
        case .accessors(let list):
            return list.contains { [.keyword(.get), .keyword(.set), .keyword(._read), .keyword(._modify)].contains($0.accessorSpecifier.tokenKind) }
        }
    }
}

extension Optional where Wrapped == InheritanceClauseSyntax {
    var typeRefs: [TypeRef] {
        guard let clause = self else { return [] }
        return clause.inheritedTypes.map { TypeRef(syntax: $0.type) }
    }
}
