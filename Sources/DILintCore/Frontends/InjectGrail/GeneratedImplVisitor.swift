import SwiftSyntax

/// Reads the `struct XImpl: X` declarations of InjectGrail's generated `Injectors.swift`; the rest of a
/// generated file is not the app's code and is ignored.
final class GeneratedImplVisitor: SyntaxVisitor {
    private let lines: LineTable
    private(set) var impls: [InjectGrailGeneratedImplFact] = []

    init(lines: LineTable) {
        self.lines = lines
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        // InjectGrail writes `struct XImpl: X`; other generated structs (mocks, other templates) are not its output.
        let conformances = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        guard conformances.contains(where: { $0 + InjectGrailVocabulary.implSuffix == node.name.text }) else { return .skipChildren }
        var properties: [InjectGrailProperty] = []
        for member in node.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.accessorBlock == nil {
                guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self),
                      let type = binding.typeAnnotation?.type else { continue }
                properties.append(InjectGrailProperty(name: identifier.identifier.text, typeName: type.trimmedDescription,
                                                      forceManual: false, location: lines.location(of: identifier)))
            }
        }
        impls.append(InjectGrailGeneratedImplFact(name: node.name.text, properties: properties,
                                                  location: lines.location(of: node.name)))
        return .skipChildren
    }
}
