import SwiftSyntax

/// Recognises a copy of Shank's source by what it does, not by what it is called: a class whose
/// generic resolver (or whose module's generic initializer) keys by `String(describing: T.self)`,
/// filled through a parameter marked with a result builder (`@resultBuilder` or `@_functionBuilder`,
/// struct or enum) that collects module values. Containers keyed otherwise (explicit identifiers,
/// `ObjectIdentifier`) or filled without a builder (`add`/`resolve` by hand) have other semantics.
final class ShankCopyDetector: SyntaxVisitor {
    /// What the file declares, by type name; extensions add to their type.
    private struct TypeFacts {
        var declaration: SourceLocation?
        var isClass = false
        var isPropertyWrapper = false
        /// Generic functions or initializers whose body keys by `String(describing:)` of a generic parameter.
        var keysByTypeName = false
        /// Such a function looks the key up optionally and goes on without trapping when it is missing (a
        /// default, a fallback factory): a type nothing registers does not crash, unlike Shank's.
        var fallsBackOnMissingKey = false
        /// A generic function searches the registered values for one of the generic type (`first(where: { $0 is T })`,
        /// a `for` loop casting with `as? T`): a protocol nothing registers resolves to a conforming value.
        var searchesByConformance = false
        var builderInitializers: [String] = []
        var builderMethods: [String] = []
        /// The builders those methods take.
        var methodBuilders: [String] = []
        var buildMethods: [(name: String, assigns: String?)] = []
        /// Static generic methods others can call that return their type parameter: a resolver made public.
        var resolveMethods: [String] = []
        var statics: [String] = []
        /// Container types this type's code names (a wrapper resolving through the container).
        var mentions: Set<String> = []
        /// Initializer parameters by type, with their label and default (`from container: C = .root`).
        var parameters: [(type: String, label: String?, defaultMember: String?)] = []
        var declaresInitializer = false
        /// Per initializer, the label of its first `String` parameter ("" unlabelled): a module's name.
        var nameLabels: Set<String> = []
    }

    private var types: [String: TypeFacts] = [:]
    /// Result builders and the element types their `buildBlock`s take.
    private var builders: [String: Set<String>] = [:]
    private var typeStack: [String] = []
    /// The file being walked; a copy may be spread over several files, walked one after the other.
    private var lines: LineTable

    private init(lines: LineTable) {
        self.lines = lines
        super.init(viewMode: .sourceAccurate)
    }

    enum Outcome {
        case copy(ShankDialect)
        /// Shank-like but not a copy, and why: said when a configuration expects Shank.
        case nearMiss(String)
        case none
    }

    static func detect(in tree: SourceFileSyntax, lines: LineTable) -> Outcome {
        detect(in: [(tree, lines)])
    }

    /// The result builders a file declares: a container spread over several files names one of them.
    static func declaredBuilders(in tree: SourceFileSyntax, lines: LineTable) -> [String] {
        let detector = ShankCopyDetector(lines: lines)
        detector.walk(tree)
        return detector.builders.keys.sorted()
    }

    /// The types that take a result builder in `files` (the container, once its declaration is found).
    static func builderTakers(in files: [(tree: SourceFileSyntax, lines: LineTable)]) -> [String] {
        guard let first = files.first else { return [] }
        let detector = ShankCopyDetector(lines: first.lines)
        for (tree, lines) in files {
            detector.lines = lines
            detector.walk(tree)
        }
        return detector.types.filter { !($0.value.builderInitializers + $0.value.methodBuilders).isEmpty }.keys.sorted()
    }

    /// A copy whose container, module, builder and wrapper are declared in several files (folders,
    /// targets): the files' declarations are read as one, as the compiler sees one module's.
    static func detect(in files: [(tree: SourceFileSyntax, lines: LineTable)]) -> Outcome {
        guard let first = files.first else { return .none }
        let detector = ShankCopyDetector(lines: first.lines)
        for (tree, lines) in files {
            detector.lines = lines
            detector.walk(tree)
        }
        return detector.outcome()
    }

    // MARK: declarations

    private func enter(_ name: String, _ node: some SyntaxProtocol, attributes: AttributeListSyntax, isClass: Bool) {
        typeStack.append(name)
        var facts = types[name] ?? TypeFacts()
        if facts.declaration == nil { facts.declaration = lines.location(of: node) }
        facts.isClass = facts.isClass || isClass
        let names = attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
        if names.contains("propertyWrapper") { facts.isPropertyWrapper = true }
        if names.contains("resultBuilder") || names.contains("_functionBuilder") { builders[name, default: []] = [] }
        types[name] = facts
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, node, attributes: node.attributes, isClass: true)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, node, attributes: node.attributes, isClass: false)
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, node, attributes: node.attributes, isClass: false)
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = TypeRef(syntax: node.extendedType).nominalPath?.last ?? node.extendedType.trimmedDescription
        typeStack.append(name)
        if types[name] == nil { types[name] = TypeFacts() }
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { typeStack.removeLast() }

    private func update(_ change: (inout TypeFacts) -> Void) {
        guard let current = typeStack.last else { return }
        change(&types[current, default: TypeFacts()])
    }

    // MARK: members

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        let parameters = node.signature.parameterClause.parameters
        if let builder = typeStack.last, builders[builder] != nil, name.hasPrefix("buildBlock") || name == "buildExpression" {
            for parameter in parameters {
                if let element = TypeRef(syntax: parameter.type).nominalPath?.last { builders[builder, default: []].insert(element) }
            }
        }
        let generics = node.genericParameterClause.genericNames
        update { facts in
            if !generics.isEmpty, let body = node.body, Self.keysByTypeName(body, generics: generics) {
                facts.keysByTypeName = true
                if Self.fallsBackOnMissingKey(body) { facts.fallsBackOnMissingKey = true }
            }
            if !generics.isEmpty, let body = node.body, Self.searchesByConformance(body, generics: generics) {
                facts.searchesByConformance = true
            }
            let taken = parameters.flatMap(Self.builderAttributes)
            if !taken.isEmpty {
                facts.builderMethods.append(name)
                facts.methodBuilders += taken
            }
            if parameters.isEmpty, let body = node.body, let assigned = Self.staticAssignedSelf(in: body) {
                facts.buildMethods.append((name, assigned))
            }
            if Self.isPublicResolver(node, generics: generics) { facts.resolveMethods.append(name) }
        }
        recordMentions(node)
        return .skipChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        let generics = node.genericParameterClause.genericNames
        update { facts in
            if !generics.isEmpty, let body = node.body, Self.keysByTypeName(body, generics: generics) { facts.keysByTypeName = true }
            facts.declaresInitializer = true
            if let name = node.signature.parameterClause.parameters.first(where: {
                ["String", "String?"].contains($0.type.trimmedDescription)
            }) {
                facts.nameLabels.insert(name.firstName.tokenKind == .wildcard ? "" : name.firstName.text)
            }
            for parameter in node.signature.parameterClause.parameters {
                facts.builderInitializers += Self.builderAttributes(parameter)
                let type = TypeRef(syntax: parameter.type).nominalPath?.last ?? parameter.type.trimmedDescription
                let defaultMember = parameter.defaultValue?.value.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
                facts.parameters.append((type, label, defaultMember))
            }
        }
        recordMentions(node)
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let isStatic = node.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
        if isStatic {
            update { facts in
                facts.statics += node.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
            }
        }
        recordMentions(node)
        return .skipChildren
    }

    /// Every type name a member's code spells, to tell which container a wrapper resolves through.
    private func recordMentions(_ node: some SyntaxProtocol) {
        let names = Set(node.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
            if case .identifier(let text) = token.tokenKind, text.first?.isUppercase == true { return text }
            return nil
        })
        update { $0.mentions.formUnion(names) }
    }

    // MARK: shapes

    /// `static func resolve<T>(…) -> T` that code outside the copy may call (not private or fileprivate).
    private static func isPublicResolver(_ node: FunctionDeclSyntax, generics: [String]) -> Bool {
        let modifiers = node.modifiers.map(\.name.tokenKind)
        guard modifiers.contains(.keyword(.static)) || modifiers.contains(.keyword(.class)),
              !modifiers.contains(.keyword(.private)), !modifiers.contains(.keyword(.fileprivate)),
              let returned = node.signature.returnClause?.type, let path = TypeRef(syntax: returned).nominalPath,
              path.count == 1 else { return false }
        return generics.contains(path[0])
    }

    private static func builderAttributes(_ parameter: FunctionParameterSyntax) -> [String] {
        parameter.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
            .map { $0.split(separator: ".").last.map(String.init) ?? $0 }
    }

    /// `String(describing: T.self)` or `"\(T.self)"` for a generic parameter `T`.
    private static func keysByTypeName(_ body: some SyntaxProtocol, generics: [String]) -> Bool {
        for node in body.tokens(viewMode: .sourceAccurate) where generics.contains(node.text) {
            guard let member = node.parent?.parent?.as(MemberAccessExprSyntax.self),
                  member.declName.baseName.tokenKind == .keyword(.self) else { continue }
            if let argument = member.parent?.as(LabeledExprSyntax.self), argument.label?.text == "describing",
               let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
               call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "String" {
                return true
            }
            if member.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.is(ExpressionSegmentSyntax.self) == true { return true }
        }
        return false
    }

    /// Whether a lookup is optional (`if let m = modules[key]`, `modules[key] ?? …`, `modules[key]?.…`) with no
    /// trap anywhere in the function (`modules[key]!`, `fatalError`, `preconditionFailure`): the missing key
    /// has a way out that is not a crash.
    private static func fallsBackOnMissingKey(_ body: CodeBlockSyntax) -> Bool {
        var optionalLookup = false
        for node in body.tokens(viewMode: .sourceAccurate) {
            switch node.tokenKind {
            case .exclamationMark where node.parent?.as(ForceUnwrapExprSyntax.self)?.expression.is(SubscriptCallExprSyntax.self) == true:
                return false
            case .identifier("fatalError"), .identifier("preconditionFailure"):
                return false
            case .binaryOperator("??") where Self.operandIsLookup(before: node):
                optionalLookup = true
            case .postfixQuestionMark where node.parent?.as(OptionalChainingExprSyntax.self)?.expression.is(SubscriptCallExprSyntax.self) == true:
                optionalLookup = true
            default:
                if let binding = node.parent?.as(OptionalBindingConditionSyntax.self), node.tokenKind == .keyword(.let) || node.tokenKind == .keyword(.var),
                   binding.initializer?.value.is(SubscriptCallExprSyntax.self) == true {
                    optionalLookup = true
                }
            }
        }
        return optionalLookup
    }

    /// `$0 is T` or `as? T` of a generic parameter inside a closure or a loop: a search of the registered values
    /// for one of that type, where Shank only casts the one value its key finds.
    private static func searchesByConformance(_ body: CodeBlockSyntax, generics: [String]) -> Bool {
        func namesGeneric(_ type: TypeSyntax) -> Bool { TypeRef(syntax: type).nominalPath.map { $0.count == 1 && generics.contains($0[0]) } ?? false }
        for node in body.tokens(viewMode: .sourceAccurate) where node.tokenKind == .keyword(.is) || node.tokenKind == .keyword(.as) {
            let tested: TypeSyntax?, operand: ExprSyntax?
            if let isExpr = node.parent?.as(UnresolvedIsExprSyntax.self), let sequence = isExpr.parent?.as(ExprListSyntax.self) {
                (tested, operand) = (element(after: isExpr, in: sequence)?.as(TypeExprSyntax.self)?.type, element(before: isExpr, in: sequence))
            } else if let isExpr = node.parent?.as(IsExprSyntax.self) {
                (tested, operand) = (isExpr.type, isExpr.expression)
            } else if let asExpr = node.parent?.as(UnresolvedAsExprSyntax.self), asExpr.questionOrExclamationMark?.tokenKind == .postfixQuestionMark,
                      let sequence = asExpr.parent?.as(ExprListSyntax.self) {
                (tested, operand) = (element(after: asExpr, in: sequence)?.as(TypeExprSyntax.self)?.type, element(before: asExpr, in: sequence))
            } else {
                (tested, operand) = (nil, nil)
            }
            guard let tested, namesGeneric(tested), let name = operand.flatMap(rootName) else { continue }
            // A search tests each value in turn: the cast is of a closure's parameter or a loop's variable.
            // A cast of the value a key found (`modules[name] as? T`) is the resolver's own.
            var ancestor = node.parent
            while let current = ancestor, !current.is(CodeBlockSyntax.self) || current.parent?.is(FunctionDeclSyntax.self) == false {
                if let closure = current.as(ClosureExprSyntax.self), name.hasPrefix("$") || closure.parameterNames.contains(name) { return true }
                if let loop = current.as(ForStmtSyntax.self), loop.pattern.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == name }) {
                    return true
                }
                ancestor = current.parent
            }
        }
        return false
    }

    /// The name a member chain starts from: `$0.value` → `$0`, `entry` → `entry`; nil for a call or a subscript.
    private static func rootName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return expression.as(MemberAccessExprSyntax.self)?.base.flatMap(rootName)
    }

    private static func element(after node: some SyntaxProtocol, in sequence: ExprListSyntax) -> ExprSyntax? {
        sequence.first { $0.positionAfterSkippingLeadingTrivia > node.positionAfterSkippingLeadingTrivia }
    }

    private static func element(before node: some SyntaxProtocol, in sequence: ExprListSyntax) -> ExprSyntax? {
        sequence.last { $0.positionAfterSkippingLeadingTrivia < node.positionAfterSkippingLeadingTrivia }
    }

    /// `modules[key] ?? …`: the operand left of `??` is a subscript.
    private static func operandIsLookup(before operatorToken: TokenSyntax) -> Bool {
        guard let operatorExpr = operatorToken.parent?.as(BinaryOperatorExprSyntax.self),
              let sequence = operatorExpr.parent?.as(ExprListSyntax.self) else { return false }
        let elements = Array(sequence)
        guard let position = elements.firstIndex(where: { $0.id == operatorExpr.id }), position > 0 else { return false }
        return elements[position - 1].is(SubscriptCallExprSyntax.self)
    }

    /// `Self.root = self` (or `Container.root = self`): the static the method makes this container.
    private static func staticAssignedSelf(in body: CodeBlockSyntax) -> String? {
        for item in body.statements {
            guard let sequence = item.item.as(SequenceExprSyntax.self) else { continue }
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                  elements[2].as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
                  let target = elements[0].as(MemberAccessExprSyntax.self), target.base != nil else { continue }
            return target.declName.baseName.text
        }
        return nil
    }

    // MARK: verdict

    private func outcome() -> Outcome {
        let containers = types.filter { name, facts in
            facts.isClass && !(facts.builderInitializers + facts.methodBuilders).isEmpty
        }
        for (name, facts) in containers.sorted(by: { $0.key < $1.key }) {
            let builderNames = facts.builderInitializers + facts.methodBuilders
            guard let builder = builderNames.first(where: { builders[$0] != nil }),
                  let module = builders[builder]?.sorted().first(where: { types[$0] != nil && $0 != name }) else {
                if let missing = builderNames.first(where: { builders[$0] == nil }) {
                    return .nearMiss("`\(name)` takes `@\(missing)`, which is not declared as a result builder in the code read with it")
                }
                continue
            }
            guard facts.keysByTypeName || types[module]?.keysByTypeName == true else {
                return .nearMiss("neither `\(name)` nor `\(module)` keys by `String(describing: T.self)`, so it is not Shank's container")
            }
            guard !facts.fallsBackOnMissingKey else {
                return .nearMiss("`\(name)` goes on without crashing when a type is not registered, so it is not Shank's container")
            }
            guard !facts.searchesByConformance else {
                return .nearMiss("`\(name)` resolves a type nothing registers to a registered value of that type (a conforming one), so it is not Shank's container")
            }
            let root = facts.buildMethods.compactMap(\.assigns).first
            var wrappers: [String] = []
            var labels: [String] = []
            var wrapperDefault: String?
            for (wrapperName, wrapper) in types.sorted(by: { $0.key < $1.key }) where wrapper.isPropertyWrapper && wrapper.mentions.contains(name) {
                wrappers.append(wrapperName)
                for parameter in wrapper.parameters where parameter.type == name {
                    if let label = parameter.label, !labels.contains(label) { labels.append(label) }
                    if parameter.label != nil { wrapperDefault = wrapperDefault ?? parameter.defaultMember }
                }
            }
            let location = facts.declaration ?? SourceLocation(file: lines.file, line: 1, column: 1)
            return .copy(ShankDialect(
                container: name, module: module, builder: builder, wrappers: wrappers, wrapperContainerLabels: labels,
                literalInitializer: !facts.builderInitializers.isEmpty,
                buildMethods: facts.buildMethods.filter { $0.assigns != nil }.map(\.name).sorted(),
                registerMethods: Array(Set(facts.builderMethods)).sorted(),
                staticContainers: Array(Set(facts.statics)).sorted(),
                rootContainer: root ?? wrapperDefault ?? (facts.statics.count == 1 ? facts.statics.first : nil),
                moduleNameLabels: types[module]?.declaresInitializer == true ? types[module]?.nameLabels.sorted() : nil,
                definedAt: location, resolveMethods: facts.resolveMethods.isEmpty ? nil : Array(Set(facts.resolveMethods)).sorted()))
        }
        return .none
    }
}
