import SwiftSyntax

/// Reads one file the way InjectGrail's Sourcery template sees it: inherited-type names, attributes,
/// instance properties and their annotations, all as the strings written.
final class InjectGrailVisitor: ScopeTrackingVisitor {
    private(set) var facts = InjectGrailFacts()

    // Sourcery reads declarations, not code: function bodies, accessors and closures hold nothing it sees.
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    // Members are read from their type's member block; walking into them finds only nested types.
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    // Only type declarations can hold a type declaration: skip signatures, clauses and top-level code
    // (the walk over them cost more than all of InjectGrail's own work).
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { _ = super.visit(node); return .skipChildren }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { _ = super.visit(node); return .skipChildren }
    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: InheritanceClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AttributeListSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: GenericParameterClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: GenericWhereClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        node.item.is(DeclSyntax.self) ? .visitChildren : .skipChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        _ = super.visit(node)
        let inherited = inheritedNames(node.inheritanceClause)
        let name = typePath.joined(separator: ".")
        // Every protocol is kept: `@Needs<P>` in another file may name one that does not inherit `Injector`.
        facts.protocols.append(InjectGrailProtocolFact(
            name: name, inheritsInjector: inherited.contains(InjectGrailVocabulary.injector),
            properties: instanceProperties(of: node.memberBlock, storedOnly: false), location: location(of: node.name)))
        return .skipChildren
    }

    /// Records a class, struct, enum or actor declaration once the scope has entered it.
    private func recordNominal(_ node: some NamedDeclSyntax & DeclGroupSyntax,
                               visit enterScope: () -> SyntaxVisitorContinueKind) -> SyntaxVisitorContinueKind {
        _ = enterScope()
        record(inheritance: node.inheritanceClause, attributes: node.attributes, members: node.memberBlock,
               isExtension: false, at: node.name)
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { recordNominal(node) { super.visit(node) } }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { recordNominal(node) { super.visit(node) } }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { recordNominal(node) { super.visit(node) } }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { recordNominal(node) { super.visit(node) } }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        _ = super.visit(node)
        record(inheritance: node.inheritanceClause, attributes: node.attributes, members: node.memberBlock,
               isExtension: true, at: node.extendedType)
        return .visitChildren
    }

    /// Keeps every type declaration and every extension that adds a conformance or an InjectGrail macro.
    /// Sourcery merges extensions into their type, in any file: whether the merged type takes part is
    /// only known in the linker, so a plain `struct AppRoot { … }` is kept for `extension AppRoot: RootInjector {}`.
    private func record(inheritance: InheritanceClauseSyntax?, attributes: AttributeListSyntax, members: MemberBlockSyntax,
                        isExtension: Bool, at anchor: some SyntaxProtocol) {
        let inherited = inheritedNames(inheritance)
        var injectsConformances: [InjectGrailReference] = []
        for entry in inheritance?.inheritedTypes ?? [] {
            let name = lines.text(of: entry.type)
            if name.hasPrefix(InjectGrailVocabulary.injectsPrefix) {
                injectsConformances.append(InjectGrailReference(name: name, location: location(of: entry.type)))
            }
        }
        var needs: String?
        var hasNeedsInjector = false
        var injectsArguments: [InjectGrailReference] = []
        for element in attributes {
            guard case .attribute(let attribute) = element,
                  let attributeName = attribute.attributeName.as(IdentifierTypeSyntax.self) else { continue }
            switch attributeName.name.text {
            case InjectGrailVocabulary.needsAttribute:
                needs = Self.neededName(in: lines.text(of: attribute))
            case InjectGrailVocabulary.needsInjectorAttribute:
                hasNeedsInjector = true
            case InjectGrailVocabulary.injectsAttribute:
                for argument in attributeName.genericArgumentClause?.arguments ?? [] {
                    injectsArguments.append(InjectGrailReference(name: lines.text(of: argument.argument),
                                                                 location: location(of: argument)))
                }
            default:
                continue
            }
        }
        let addsNothing = inherited.isEmpty && injectsArguments.isEmpty && needs == nil && !hasNeedsInjector
        if isExtension && addsNothing { return }
        let stored = instanceProperties(of: members, storedOnly: true)
        let injectorType = stored.first { $0.name == "injector" }?.typeName
        facts.types.append(InjectGrailTypeFact(
            name: typePath.joined(separator: "."), isExtension: isExtension, inheritedTypes: inherited,
            injectsConformances: injectsConformances, injectsAttributeArguments: injectsArguments,
            injectorPropertyType: injectorType, needs: needs, hasNeedsInjector: hasNeedsInjector,
            storedProperties: stored, location: location(of: anchor)))
    }

    /// Instance properties with a written or inferable type; stored ones have no accessors other than observers.
    private func instanceProperties(of members: MemberBlockSyntax, storedOnly: Bool) -> [InjectGrailProperty] {
        var result: [InjectGrailProperty] = []
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            let isStatic = variable.modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
            if isStatic { continue }
            let annotations = SourceryAnnotations.names(in: variable.leadingTrivia)
            for binding in variable.bindings {
                guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self),
                      let typeName = typeName(of: binding) else { continue }
                if storedOnly && Self.isComputed(binding) { continue }
                result.append(InjectGrailProperty(
                    name: identifier.identifier.text, typeName: typeName,
                    forceManual: annotations.contains(InjectGrailVocabulary.forceManualAnnotation),
                    location: location(of: identifier)))
            }
        }
        return result
    }

    /// The type as written, else the one Sourcery infers from the initial value.
    private func typeName(of binding: PatternBindingSyntax) -> String? {
        if let written = binding.typeAnnotation?.type { return lines.text(of: written) }
        return binding.initializer.flatMap { SourceryTypeInference.typeName(of: $0.value) }
    }

    private static func isComputed(_ binding: PatternBindingSyntax) -> Bool {
        guard let accessors = binding.accessorBlock?.accessors else { return false }
        switch accessors {
        case .getter: return true
        case .accessors(let list):
            return list.contains { ![.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
        }
    }

    private func inheritedNames(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.map { lines.text(of: $0.type) } ?? []
    }

    /// The generator slices the attribute text between the first `<` and the first `>`, so
    /// `@Needs<Outer<Inner>>` yields `Outer<Inner`, exactly as InjectGrail would read it.
    static func neededName(in attributeText: String) -> String? {
        guard let open = attributeText.firstIndex(of: "<"), let close = attributeText.firstIndex(of: ">"),
              open < close else { return nil }
        return String(attributeText[attributeText.index(after: open)..<close])
    }
}
