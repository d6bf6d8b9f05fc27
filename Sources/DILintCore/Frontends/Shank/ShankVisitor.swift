import SwiftSyntax

/// Walks one file for Shank's containers, modules, `@Inject` properties and `component()` overloads.
final class ShankVisitor: ScopeTrackingVisitor {
    private var facts = FrameworkFacts()
    private var vendoredDefinition: SourceLocation?
    /// The string each name of the builder's `for` loops stands for while its body is read.
    private var loopBindings: [String: String] = [:]
    /// Shank's names and those of the copies the project holds.
    private let names: ShankNames

    init(lines: LineTable, names: ShankNames) {
        self.names = names
        super.init(lines: lines)
    }

    /// The file's facts; only the vendored-definition marker when the file is Shank's own source.
    var result: FrameworkFacts {
        if let vendoredDefinition {
            var marker = FrameworkFacts()
            marker.vendoredDefinition = vendoredDefinition
            return marker
        }
        return facts
    }

    override func visit(_ node: SourceFileSyntax) -> SyntaxVisitorContinueKind {
        // Only a file that declares a result builder can be a copy: the detector walks the whole tree.
        if ShankCopies.builderAttributes.contains(where: lines.bytesContain),
           case .copy(let dialect) = ShankCopyDetector.detect(in: node, lines: lines) {
            vendoredDefinition = dialect.definedAt
            return .skipChildren
        }
        return .visitChildren
    }

    // MARK: requests

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let isMember = node.parent?.is(MemberBlockItemSyntax.self) == true
        for attribute in node.attributes.compactMap({ $0.as(AttributeSyntax.self) }) {
            guard let wrapper = TypeRef(syntax: attribute.attributeName).nominalPath?.last, names.wrappers.contains(wrapper)
            else { continue }
            let name: String?
            let storage: String?
            switch requestName(attribute) {
            case .asked(let named, let container):
                name = named
                storage = container
            case .unreadable(let text):
                facts.unanalyzable.append(UnanalyzableFact(
                    framework: .shank, message: "dilint cannot read the name `\(text)` this @Inject asks for; only string literals are checked",
                    location: location(of: attribute)))
                continue
            }
            let arguments = [name.map { "\"\($0)\"" }, storage.map { "\(containerLabel(attribute) ?? "from"): .\($0)" }].compactMap { $0 }
            let form = arguments.isEmpty ? "@\(wrapper)" : "@\(wrapper)(\(arguments.joined(separator: ", ")))"
            for binding in node.bindings {
                let type: TypeSource = binding.typeAnnotation.map { .written(TypeRef(syntax: $0.type)) }
                    ?? .unknown(reason: "the property has no type annotation")
                var request = RequestFact(framework: .shank, form: form, type: type, scope: scope,
                                          ownerPath: isMember ? typePath : nil, timing: .lazy,
                                          location: location(of: attribute), conditions: conditions)
                request.name = name
                request.storage = storage
                request.propertyName = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                request.implicitlyUnwrapped = binding.typeAnnotation?.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) ?? false
                facts.requests.append(request)
            }
        }
        return .visitChildren
    }

    /// What a wrapper's arguments ask for: a name (nil: the type) in a container (nil: the default one).
    private enum RequestName {
        case asked(name: String?, container: String?)
        case unreadable(String)
    }

    private func containerLabel(_ attribute: AttributeSyntax) -> String? {
        guard case .argumentList(let arguments)? = attribute.arguments else { return nil }
        return arguments.lazy.compactMap { $0.label?.text }.first { self.names.wrapperContainerLabels.contains($0) }
    }

    /// `@Inject("name")` asks for a name; a copy's `@Inject(from: .useCases)` names the container, and
    /// `@Inject("name", dependencies: .useCases)` both.
    private func requestName(_ attribute: AttributeSyntax) -> RequestName {
        guard case .argumentList(let arguments)? = attribute.arguments else { return .asked(name: nil, container: nil) }
        var name: String?
        var container: String?
        for argument in arguments {
            if let label = argument.label?.text, names.wrapperContainerLabels.contains(label) {
                guard let storage = containerNamed(by: argument.expression) else { return .unreadable(argument.expression.trimmedDescription) }
                container = storage
            } else if argument.label == nil, name == nil, let literal = argument.expression.stringLiteralValue {
                name = literal
            } else {
                return .unreadable(argument.expression.trimmedDescription)
            }
        }
        return .asked(name: name, container: container)
    }

    /// `.useCases` or `DependencyContainer.useCases`: the storage it names, `.some(nil)` for the default one.
    private func containerNamed(by expression: ExprSyntax) -> String?? {
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
        let container = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
        let candidates = container.map { [$0] } ?? Array(names.staticContainers.keys).sorted()
        for candidate in candidates {
            if case .some(let storage) = names.storage(container: candidate, member: member.declName.baseName.text) { return .some(storage) }
        }
        return nil
    }

    // MARK: code for an earlier Shank API

    override func visit(_ node: InheritanceClauseSyntax) -> SyntaxVisitorContinueKind {
        let owner = node.parent?.asProtocol(NamedDeclSyntax.self)?.name.text
            ?? node.parent?.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription
        if let fact = EarlierShankAPI.moduleConformance(node, typeName: owner, location: location(of: node)) {
            facts.unanalyzable.append(fact)
        }
        return .visitChildren
    }

    // MARK: component() overloads

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        _ = super.visit(node)
        guard node.name.text == ShankVocabulary.componentMethod, !typePath.isEmpty, let body = node.body,
              let returnClause = node.signature.returnClause else { return .visitChildren }
        let finder = ComponentCallFinder(ownerPath: typePath, lines: lines)
        finder.walk(body)
        facts.components.append(ComponentFact(
            framework: .shank, ownerPath: typePath, name: node.name.text,
            labels: node.signature.parameterClause.parameters.map { $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text },
            returnType: TypeRef(syntax: returnClause.type), scope: scope, calls: finder.calls,
            location: location(of: node.name)))
        return .visitChildren
    }

    // MARK: containers and builds

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let target = staticLiteralTarget(node) {
            // `static var useCases = DependencyContainer { … }` in the container's extension: the literal fills that
            // static container when it is first read, as a `register { … }` fills it; requests naming it need no build().
            let id = containerLiteral(node, storage: target.storage, id: "static \(target.container).\(target.storage ?? "default")")
            facts.bootstraps.append(BootstrapFact(framework: .shank, kind: .register, modules: [.literal(id)], moduleConditions: [[]],
                                                  location: location(of: node.calledExpression), conditions: conditions))
            return .skipChildren
        }
        if containerLiteralID(node) != nil { return .skipChildren }
        if let registration = registerCall(node) {
            let id = containerLiteral(node, closure: registration.closure, storage: registration.storage,
                                      id: "static \(registration.container).\(registration.storage ?? "default")")
            if registration.inHelper, let index = facts.modules.lastIndex(where: { $0.id == id }) {
                facts.modules[index].helper = enclosingFunctionName(of: node)
            }
            facts.bootstraps.append(BootstrapFact(framework: .shank, kind: .register, modules: [.literal(id)], moduleConditions: [[]],
                                                  location: location(of: registration.method), conditions: conditions))
            return .skipChildren
        }
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
           !names.registerMethods.contains(member.declName.baseName.text), !names.buildMethods.contains(member.declName.baseName.text),
           let target = staticContainer(base) {
            facts.helperCalls.append(HelperCallFact(name: member.declName.baseName.text, storage: target.storage,
                                                    location: location(of: member.declName), conditions: conditions))
        }
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
           names.buildMethods.contains(member.declName.baseName.text), node.arguments.isEmpty, node.trailingClosure == nil,
           let base = member.base {
            return recordBuild(of: base, at: member.declName)
        }
        recordResolverCall(node)
        // `build()` inside a subclass or an extension of the container is `self.build()`.
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self), !typePath.isEmpty,
           names.buildMethods.contains(reference.baseName.text), node.arguments.isEmpty, node.trailingClosure == nil {
            return recordBuild(of: ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.self))), at: reference)
        }
        return .visitChildren
    }

    /// `let printer: Printer = DIContainer.resolve()` in an app whose copy opens its resolver: a request of
    /// the type the context gives the call, resolved when the expression runs.
    private func recordResolverCall(_ node: FunctionCallExprSyntax) {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
              let container = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let methods = names.resolveMethods[container], methods.contains(member.declName.baseName.text),
              !insidePropertyWrapper(node) else { return }
        var name: String?
        if let first = node.arguments.first, first.label == nil, !first.expression.is(NilLiteralExprSyntax.self) {
            guard let literal = first.expression.stringLiteralValue else {
                facts.unanalyzable.append(UnanalyzableFact(
                    framework: .shank, message: "dilint cannot read the name `\(first.expression.trimmedDescription)` this resolve asks for; only string literals are checked",
                    location: location(of: node)))
                return
            }
            name = literal
        }
        let form = "\(container).\(member.declName.baseName.text)(\(name.map { "\"\($0)\"" } ?? ""))"
        // When it runs (a property's initial value, a default argument, a body) is not tracked: lazy, so no
        // cycle is claimed from it.
        var request = RequestFact(framework: .shank, form: form, type: ContextualType.of(ExprSyntax(node), enclosingTypePath: typePath),
                                  scope: scope, ownerPath: nil, timing: .lazy, location: location(of: node), conditions: conditions)
        request.name = name
        facts.requests.append(request)
    }

    /// A wrapper's own call (the copy's `@Inject`, or one forwarding to it) asks for its type parameter
    /// under the name it was given: its requests are read where the wrapper is used.
    private func insidePropertyWrapper(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            if let group = parent.asProtocol(WithAttributesSyntax.self), parent.is(ClassDeclSyntax.self) || parent.is(StructDeclSyntax.self),
               group.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "propertyWrapper" }) {
                return true
            }
            current = parent.parent
        }
        return false
    }

    /// `let start = dependencies.build; start()`, `DispatchQueue.main.async(execute: dependencies.build)`:
    /// the method taken as a value is called wherever the value goes, so it may build the container as
    /// a call in place does.
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard names.buildMethods.contains(node.declName.baseName.text), node.declName.argumentNames == nil,
              let base = node.base, node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != node.id
        else { return .visitChildren }
        return recordBuild(of: base, at: node.declName)
    }

    private func recordBuild(of base: ExprSyntax, at name: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        // Whatever the receiver is, the linker ties it to a container or proves it is none: a build()
        // dilint cannot tie may build the container, so the app is not known to leave it unbuilt.
        let receiver = ShankBuildReceiver(containers: names.containers, scope: scope, lines: lines, literal: containerLiteralID)
        let references = receiver.references(of: base)
        facts.bootstraps.append(BootstrapFact(framework: .shank, kind: .start, modules: references, moduleConditions: [[]],
                                              location: location(of: name), conditions: conditions))
        return references.contains { if case .literal = $0 { return true } else { return false } } ? .skipChildren : .visitChildren
    }

    /// Records the call when it creates a container (`Dependencies { … }`, `.init { … }`, `Shank.Dependencies
    /// { … }`) and returns its ID. A type whose being a container only the project's classes can tell
    /// (`AppDependencies { Module { … } }`, a subclass) is recorded for the linker to keep or drop.
    private func containerLiteralID(_ node: FunctionCallExprSyntax) -> String? {
        if let path = node.delegatedInitTypePath(enclosingTypePath: typePath) {
            // The delegation is a container's when its builder lists modules, or when it goes up to the
            // container class the class says it inherits (`super.init(AppModules.all)`). `self.init(env: …)`
            // calls the class's own initializer, which holds the container's call itself.
            let listsModules = node.arguments.isEmpty && node.trailingClosure.map(mentionsModuleLiteral) == true
            let callsContainer = node.calledExpression.as(MemberAccessExprSyntax.self)?.base?.is(SuperExprSyntax.self) == true
                && enclosingClassInheritsContainer(node) && !forwardsParameters(node)
            guard listsModules || callsContainer else { return nil }
            return containerLiteral(node, subclassPath: path)
        }
        guard let path = node.constructedTypePath(enclosingTypePath: typePath), let last = path.last else { return nil }
        // A copy may add initializers that take the modules as arguments; an empty `Dependencies()` is no literal.
        // `Feature.Dependencies { … }` may be the app's own nested type: the linker tells, as for a subclass.
        if path.count == 1, names.literalContainers.contains(last), (node.trailingClosure != nil) != !node.arguments.isEmpty {
            return containerLiteral(node)
        }
        guard node.trailingClosure != nil, node.arguments.isEmpty else { return nil }
        guard !names.modules.contains(last), let closure = node.trailingClosure, holdsModuleLiteral(closure.statements) else { return nil }
        return containerLiteral(node, subclassPath: path)
    }

    /// Whether a builder body lists a `Module { … }` (maybe under `#if`): what only a container's builder takes.
    private func holdsModuleLiteral(_ statements: CodeBlockItemListSyntax) -> Bool {
        var found = false
        ResultBuilderBody.forEachElement(of: statements, conditions: [], lines: lines) { expr, _ in
            if let call = expr.unwrappingTryAwait.as(FunctionCallExprSyntax.self),
               let last = call.constructedTypePath(enclosingTypePath: typePath)?.last, names.modules.contains(last) { found = true }
        }
        return found
    }

    /// `override init(_ modules: …) { super.init(modules) }`: the modules are the caller's, whose
    /// `LoggingDependencies { Module { … } }` is read where it is written.
    private func forwardsParameters(_ node: FunctionCallExprSyntax) -> Bool {
        var current = node.parent
        while let parent = current, !parent.is(InitializerDeclSyntax.self) { current = parent.parent }
        guard let initializer = current?.as(InitializerDeclSyntax.self), !node.arguments.isEmpty else { return false }
        let parameters = Set(initializer.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
        return node.arguments.allSatisfy { argument in
            argument.expression.as(DeclReferenceExprSyntax.self).map { parameters.contains($0.baseName.text) } ?? false
        }
    }

    /// Whether the class whose body holds the call lists a container class among the types it inherits.
    private func enclosingClassInheritsContainer(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current, !parent.is(ClassDeclSyntax.self) { current = parent.parent }
        guard let inherited = current?.as(ClassDeclSyntax.self)?.inheritanceClause?.inheritedTypes else { return false }
        return inherited.contains { TypeRef(syntax: $0.type).nominalPath?.last.map(names.literalContainers.contains) == true }
    }

    /// Whether a closure constructs a `Module` anywhere in its own code, a builder body or a returned list alike.
    private func mentionsModuleLiteral(_ closure: ClosureExprSyntax) -> Bool {
        final class Finder: SyntaxVisitor {
            let isModule: (FunctionCallExprSyntax) -> Bool
            var found = false
            init(isModule: @escaping (FunctionCallExprSyntax) -> Bool) {
                self.isModule = isModule
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if isModule(node) { found = true }
                return found ? .skipChildren : .visitChildren
            }
        }
        let finder = Finder { [typePath, names] call in
            call.constructedTypePath(enclosingTypePath: typePath)?.last.map(names.modules.contains) == true
        }
        finder.walk(closure.statements)
        return finder.found
    }

    /// `DependencyContainer.root.register { … }` in a copy that fills a static container through a
    /// method taking its builder: the modules are registered there at once, no `build()` needed.
    private func registerCall(_ node: FunctionCallExprSyntax)
        -> (method: TokenSyntax, closure: ClosureExprSyntax, container: String, storage: String?, inHelper: Bool)? {
        // `register { … }` or `self.register { … }` in a helper of `extension DependencyContainer`: it
        // fills the container the helper is called on (linked through its calls), else the default one.
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) ?? selfMember(node.calledExpression),
           names.registerMethods.contains(reference.baseName.text), let container = typePath.last, typePath.count == 1,
           names.containers.contains(container),
           let closure = node.trailingClosure ?? node.arguments.last?.expression.as(ClosureExprSyntax.self) {
            return (reference.baseName, closure, container, nil, true)
        }
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
              names.registerMethods.contains(member.declName.baseName.text),
              let closure = node.trailingClosure ?? node.arguments.last?.expression.as(ClosureExprSyntax.self),
              let base = member.base, let target = staticContainer(base) else { return nil }
        return (member.declName.baseName, closure, target.container, target.storage, false)
    }

    /// The static container a container literal initialises: `static var useCases = DependencyContainer { … }`
    /// declared in the container type or an extension of it, for a static the copy reads requests from.
    private func staticLiteralTarget(_ node: FunctionCallExprSyntax) -> (container: String, storage: String?)? {
        guard typePath.count == 1, let container = typePath.last, names.containers.contains(container),
              let binding = node.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
              let variable = binding.parent?.parent?.as(VariableDeclSyntax.self),
              variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              case .some(let storage) = names.storage(container: container, member: name),
              node.constructedTypePath(enclosingTypePath: typePath)?.last.map(names.literalContainers.contains) == true,
              // An empty `Dependencies()` fills nothing.
              node.trailingClosure != nil || !node.arguments.isEmpty
        else { return nil }
        return (container, storage)
    }

    /// `DependencyContainer.useCases`, `Self.root` or `root` in an extension of the container: a static
    /// container, and the storage it stands for (nil: the default one).
    private func staticContainer(_ base: ExprSyntax) -> (container: String, storage: String?)? {
        let staticName: String
        let containerName: String?
        if let access = base.as(MemberAccessExprSyntax.self), let owner = access.base?.as(DeclReferenceExprSyntax.self) {
            staticName = access.declName.baseName.text
            // `Self.root` inside an extension of the container.
            containerName = owner.baseName.tokenKind == .keyword(.Self) ? typePath.last : owner.baseName.text
        } else if let reference = base.as(DeclReferenceExprSyntax.self) {
            staticName = reference.baseName.text
            containerName = typePath.last
        } else {
            return nil
        }
        guard let containerName, case .some(let storage) = names.storage(container: containerName, member: staticName) else { return nil }
        return (containerName, storage)
    }

    private func enclosingFunctionName(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let parent = current {
            if let function = parent.as(FunctionDeclSyntax.self) { return function.name.text }
            current = parent.parent
        }
        return nil
    }

    /// `register` of `self.register`, as a reference.
    private func selfMember(_ expr: ExprSyntax) -> DeclReferenceExprSyntax? {
        guard let member = expr.as(MemberAccessExprSyntax.self),
              member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return nil }
        return member.declName
    }

    /// Records a `Dependencies { … }` literal (or a `register { … }` block) and returns its ID.
    /// `id`: a static container's name, which every `register { … }` into it shares.
    private func containerLiteral(_ node: FunctionCallExprSyntax, closure: ClosureExprSyntax? = nil, storage: String? = nil,
                                  id sharedID: String? = nil, subclassPath: [String]? = nil) -> String {
        let location = location(of: node.calledExpression)
        let id = sharedID ?? "\(location)"
        var providers: [ProviderFact] = []
        let buildInsertion = closure == nil && ShankBuildFixPlace.isCertain(for: node) ? EditPointReader.buildInsertion(after: node, lines: lines) : nil
        let read = { (expr: ExprSyntax, nested: [CompilationCondition]) in
            if var provider = self.module(expr, conditions: self.conditions + nested) {
                provider.storage = storage
                if let buildInsertion { provider.editPoints = EditPoints.adding(buildInsertion: buildInsertion, to: provider.editPoints) }
                providers.append(provider)
            }
        }
        if closure == nil, node.trailingClosure == nil {
            // A copy's `Dependencies(modules: [Module { … }])`: the array's literals are read, anything else
            // may register what dilint cannot see.
            for argument in node.arguments {
                if let array = argument.expression.as(ArrayExprSyntax.self) {
                    for element in array.elements { read(element.expression, []) }
                } else {
                    facts.unanalyzable.append(UnanalyzableFact(
                        framework: .shank, message: "dilint cannot follow `\(lines.collapsedText(of: argument.expression).prefix(60))` to Module literals",
                        location: self.location(of: argument.expression), mayRegister: true))
                }
            }
        }
        if let closure = closure ?? node.trailingClosure {
            // `Dependencies { var modules = [Module { … }]; if flag { modules.append(…) }; return modules }`.
            if ModuleListEvaluation.returnsExplicitly(closure.statements) {
                ModuleListEvaluation(reference: { expr, nested, _ in read(expr, nested) }, unread: { expr in
                    self.facts.unanalyzable.append(UnanalyzableFact(
                        framework: .shank, message: "dilint cannot follow `\(self.lines.collapsedText(of: expr).prefix(60))` to Module literals",
                        location: self.location(of: expr), mayRegister: true))
                }, lines: lines).evaluate(closure.statements, conditions: [])
            } else {
                ResultBuilderBody.forEachElement(of: closure.statements, conditions: [], lines: lines, read)
                readLoops(in: closure.statements, read)
            }
        }
        facts.modules.append(ModuleFact(framework: .shank, id: id, subclassPath: subclassPath, providers: providers,
                                        location: location, conditions: conditions,
                                        variableName: closure == nil ? ExprSyntax(node).boundVariableName ?? node.resultOfFunction : nil,
                                        subclassesModuleIndirectly: subclassPath != nil))
        return id
    }

    /// A builder body's `for` (a copy's `buildArray`) over string literals adds its modules once per
    /// string, with the loop's name bound to it; another loop adds modules dilint does not count, so a key
    /// it may register is uncertain, as with an `if` in the body.
    private func readLoops(in statements: CodeBlockItemListSyntax, _ read: (ExprSyntax, [CompilationCondition]) -> Void) {
        for item in statements {
            if let ifConfig = item.item.as(IfConfigDeclSyntax.self) {
                for clause in ifConfig.clauses {
                    if case .statements(let nested)? = clause.elements { readLoops(in: nested, read) }
                }
            } else if let loop = item.item.as(ForStmtSyntax.self), let values = stringLiterals(loop.sequence),
                      loop.whereClause == nil, let variable = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                for value in values {
                    loopBindings[variable] = value
                    ResultBuilderBody.forEachElement(of: loop.body.statements, conditions: [], lines: lines, read)
                }
                loopBindings[variable] = nil
            } else if let loop = item.item.as(StmtSyntax.self), loop.is(ForStmtSyntax.self) || loop.is(WhileStmtSyntax.self)
                        || loop.is(RepeatStmtSyntax.self) || loop.is(DoStmtSyntax.self) {
                facts.unanalyzable.append(UnanalyzableFact(
                    framework: .shank, message: "dilint does not count the modules this `\(loop.firstToken(viewMode: .sourceAccurate)?.text ?? "")` statement adds",
                    location: location(of: loop), mayRegister: true))
            }
        }
    }

    private func stringLiterals(_ sequence: ExprSyntax) -> [String]? {
        guard let array = sequence.as(ArrayExprSyntax.self) else { return nil }
        let values = array.elements.compactMap { $0.expression.stringLiteralValue }
        return values.count == array.elements.count ? values : nil
    }

    /// `Module { X() as P }` or `Module("name") { X() }`.
    private func module(_ expr: ExprSyntax, conditions: [CompilationCondition]) -> ProviderFact? {
        guard let call = expr.unwrappingTryAwait.as(FunctionCallExprSyntax.self),
              let callee = call.constructedTypePath(enclosingTypePath: typePath)?.last, names.modules.contains(callee),
              let closure = call.lastClosure else {
            facts.unanalyzable.append(UnanalyzableFact(
                framework: .shank, message: "`\(expr.trimmedDescription.prefix(60))` is not a Module literal; dilint does not know what it registers",
                location: location(of: expr), mayRegister: true))
            return nil
        }
        var name: String?
        if let first = call.arguments.first, !first.expression.is(ClosureExprSyntax.self), !first.expression.is(NilLiteralExprSyntax.self),
           names.moduleNameLabels?.contains(first.label?.text ?? "") ?? true {
            let bound = first.expression.as(DeclReferenceExprSyntax.self).flatMap { loopBindings[$0.baseName.text] }
            guard let literal = bound ?? first.expression.stringLiteralValue else {
                facts.unanalyzable.append(UnanalyzableFact(
                    framework: .shank, message: "dilint cannot read the module name `\(first.expression.trimmedDescription)`; only string literals are checked",
                    location: location(of: call), mayRegister: true))
                return nil
            }
            name = literal
        }
        let built = BuilderResult(of: closure)
        let implementation = built.implementation
        let key = built.key(scopePath: typePath)
            ?? .unknown(reason: "the closure's result type cannot be read; write `Module { X() as P }`")
        var provider = ProviderFact(framework: .shank, form: .provider(callee), lifetime: .transient, key: key,
                                    implementation: implementation, scope: scope, dependencies: [],
                                    location: location(of: call), conditions: conditions)
        provider.name = name
        provider.text = call.collapsedText
        provider.editPoints = EditPoints.of(castAfterResultOf: closure, lines: lines)
        return provider
    }
}

/// The `component()` calls inside one overload's body, with the type each call site expects.
private final class ComponentCallFinder: SyntaxVisitor {
    let ownerPath: [String]
    let lines: LineTable
    var calls: [ComponentFact.ComponentCall] = []

    init(ownerPath: [String], lines: LineTable) {
        self.ownerPath = ownerPath
        self.lines = lines
        super.init(viewMode: .sourceAccurate)
    }

    /// A closure may run long after the overload returned (a stored factory, a handler): its calls are
    /// not made while the component is built, so a cycle through one is no proof of a stack overflow.
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee: String?
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            callee = reference.baseName.text
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                  member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            callee = member.declName.baseName.text
        } else {
            callee = nil
        }
        if callee == ShankVocabulary.componentMethod {
            calls.append(.init(labels: node.argumentLabels,
                               expected: ContextualType.of(ExprSyntax(node), enclosingTypePath: ownerPath),
                               location: lines.location(of: node)))
        }
        return .visitChildren
    }
}
