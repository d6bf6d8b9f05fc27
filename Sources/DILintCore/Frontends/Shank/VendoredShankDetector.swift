import SwiftSyntax

/// Recognises a file that defines Shank's container itself: a `Dependencies` class, its generic
/// `resolve<T>(for name:)`, and the `ModuleBuilder` result builder. All three are needed, so look-alike
/// containers (another library's `Dependencies` with other semantics) are not mistaken for Shank.
final class VendoredShankDetector: SyntaxVisitor {
    private var definesContainer: SyntaxProtocol?
    private var definesResolver = false
    private var definesBuilder = false
    private var containerDepth = 0

    init() { super.init(viewMode: .sourceAccurate) }

    /// Where the file declares Shank's container, or nil when it is not a copy of Shank.
    static func definition(in tree: SourceFileSyntax) -> SyntaxProtocol? {
        let detector = VendoredShankDetector()
        detector.walk(tree)
        guard detector.definesResolver, detector.definesBuilder else { return nil }
        return detector.definesContainer
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.name.text == ShankVocabulary.container else { return .visitChildren }
        definesContainer = definesContainer ?? node
        containerDepth += 1
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) {
        if node.name.text == ShankVocabulary.container { containerDepth -= 1 }
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.extendedType.trimmedDescription == ShankVocabulary.container { containerDepth += 1 }
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) {
        if node.extendedType.trimmedDescription == ShankVocabulary.container { containerDepth -= 1 }
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == ShankVocabulary.moduleBuilder { definesBuilder = true }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if containerDepth > 0, node.name.text == ShankVocabulary.resolver.name, node.genericParameterClause != nil,
           node.signature.parameterClause.parameters.first?.firstName.text == ShankVocabulary.resolver.label {
            definesResolver = true
        }
        return .skipChildren
    }
}
