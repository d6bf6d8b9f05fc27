import SwiftSyntax

/// Walks one Dirk-importing file. Builder bodies (`Dirk.start`, `Module { }`, `super.init { }`) are read
/// structurally where they are found; requests anywhere else are picked up as the walk reaches them.
final class DirkVisitor: ScopeTrackingVisitor {
    private(set) var facts = FrameworkFacts()
    /// Whether code at the current point runs while its owner is being constructed.
    private var timingStack: [Timing] = []
    /// Calls already marked as given module literals (`HandedOverModules`).
    private var handedOverCalls: Set<SyntaxIdentifier> = []
    /// Paths of the enclosing classes that subclass `Module`.
    private var moduleSubclassPaths: Set<[String]> = []
    /// Classes with a superclass other than `Module`: modules if that superclass is one (Link decides).
    private var possibleModuleSubclassPaths: Set<[String]> = []

    private var currentTiming: Timing { timingStack.last ?? .lazy }
    /// Calls a declaration of modules returns (`HelperForwardFact`): read with their arguments, as a start's
    /// elements are, and not walked again.
    private var forwardedCalls: Set<SyntaxIdentifier> = []
    /// The parameters of the function whose returned modules are being read: a module named by one of them is
    /// what each call passes (`ModuleReference.parameter`).
    private var forwardParameters: [HelperParameter] = []
    /// The IDs of the module literals recorded so far.
    private var recordedLiterals: Set<String> = []
    private let callsOrBlocks: ByteOffsets
    private let codeKinds = CodeKinds()

    override init(lines: LineTable) {
        callsOrBlocks = lines.offsets(of: "({")
        super.init(lines: lines)
    }

    /// Everything the visitor reads is a call or a declaration: code without `(` or `{` holds neither.
    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        !codeKinds.isCodeOrClause(node, kind: node.kind) || callsOrBlocks.any(in: node) ? .visitChildren : .skipChildren
    }

    // MARK: execution context

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        _ = super.visit(node)
        let inherits = node.inheritanceClause.typeRefs.compactMap(\.nominalPath)
        if inherits.contains([DirkVocabulary.moduleClass]) || inherits.contains([DirkVocabulary.container, DirkVocabulary.moduleClass]) {
            moduleSubclassPaths.insert(typePath)
        } else if !inherits.isEmpty {
            possibleModuleSubclassPaths.insert(typePath)
        }
        return .visitChildren
    }

    // MARK: previews

    /// Xcode runs a preview in a process of its own, never in the app: a `Dirk.start` of stubs there is no
    /// second start of the app's container, nor are its stubs the app's providers.
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        _ = super.visit(node)
        return Self.isPreviewProvider(node.inheritanceClause) ? .skipChildren : .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        _ = super.visit(node)
        return Self.isPreviewProvider(node.inheritanceClause) ? .skipChildren : .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        _ = super.visit(node)
        return Self.isPreviewProvider(node.inheritanceClause) ? .skipChildren : .visitChildren
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        node.macroName.text == "Preview" ? .skipChildren : .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        node.macroName.text == "Preview" ? .skipChildren : .visitChildren
    }

    private static func isPreviewProvider(_ clause: InheritanceClauseSyntax?) -> Bool {
        clause.typeRefs.contains { $0.nominalPath?.last == "PreviewProvider" }
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        _ = super.visit(node)
        timingStack.append(.initTime)
        return .visitChildren
    }
    override func visitPost(_ node: InitializerDeclSyntax) { timingStack.removeLast(); super.visitPost(node) }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        _ = super.visit(node)
        if let result = node.signature.returnClause?.type, Self.holdsModules(TypeRef(syntax: result)), let body = node.body {
            forwardParameters = HelperParameter.parameters(of: node)
            recordForwards(of: node.name.text, statements: body.statements)
            forwardParameters = []
        }
        timingStack.append(.lazy)
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) { timingStack.removeLast(); super.visitPost(node) }

    /// A closure kept to run later (a stored handler, `DispatchQueue.main.async { }`, `Task { }`) runs after
    /// its owner is built, even when it is written in an initializer.
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        timingStack.append(node.runsImmediately ? currentTiming : .lazy)
        return .visitChildren
    }
    override func visitPost(_ node: ClosureExprSyntax) { timingStack.removeLast() }

    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
        timingStack.append(.lazy)
        return .visitChildren
    }
    override func visitPost(_ node: AccessorBlockSyntax) { timingStack.removeLast() }

    // MARK: property wrappers and stored-property initializers

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let isMember = node.parent?.is(MemberBlockItemSyntax.self) == true
        let isStaticOrLazy = node.modifiers.contains {
            [.keyword(.static), .keyword(.class), .keyword(.lazy)].contains($0.name.tokenKind)
        }
        timingStack.append(isMember ? (isStaticOrLazy ? .lazy : .initTime) : currentTiming)
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let type = binding.typeAnnotation?.type, Self.holdsModules(TypeRef(syntax: type)) else { continue }
            if let value = binding.initializer?.value {
                recordForwards(of: name, value: value)
            } else if let getter = binding.accessorBlock?.getterStatements {
                recordForwards(of: name, statements: getter)
            }
        }
        for attribute in node.attributes.compactMap({ $0.as(AttributeSyntax.self) }) {
            guard let path = TypeRef(syntax: attribute.attributeName).nominalPath, let name = path.last else { continue }
            // Another name, which a project typealias may give a wrapper (`typealias Dependency = Inject`):
            // Link keeps the request, with that wrapper's timing, only where it does.
            let alias = DirkVocabulary.wrappers[name] == nil && path.count == 1 && attribute.arguments == nil
                && name.first?.isUppercase == true && !DirkVocabulary.otherWrappers.contains(name) ? name : nil
            guard let timing = DirkVocabulary.wrappers[name] ?? alias.map({ _ in Timing.lazy }) else { continue }
            for binding in node.bindings {
                let type: TypeSource = binding.typeAnnotation.map { .written(TypeRef(syntax: $0.type)) }
                    ?? .unknown(reason: "the property has no type annotation")
                var wrapper = request(form: "@\(name)", type: type, owner: isMember ? typePath : nil, timing: timing, at: attribute)
                wrapper.propertyName = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                facts.requests.append(wrapper)
                if let alias { markAlias(alias, at: wrapper.location, of: DirkVocabulary.wrapperMark) }
            }
        }
        return .visitChildren
    }
    override func visitPost(_ node: VariableDeclSyntax) { timingStack.removeLast() }

    // MARK: calls

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if forwardedCalls.contains(node.id) { return .skipChildren }
        for argument in node.arguments {
            if let member = argument.expression.as(MemberAccessExprSyntax.self) { recordRegisterPassedOn(member) }
        }
        if HandedOverModules.namesModuleMember(in: node) { markHandedOver(to: node) }
        if let staticCall = node.staticCall, let container = containerName(staticCall.base) {
            switch staticCall.name {
            case "start" where container == nil || node.lastClosure != nil:
                marking(under: container) { recordStart(node) }
                // What another type's `start` closure holds is still code of the file.
                return container == nil ? .skipChildren : .visitChildren
            case "stop":
                marking(under: container) {
                    facts.bootstraps.append(BootstrapFact(framework: .dirk, kind: .stop, modules: [], moduleConditions: [],
                                                          location: location(of: node), conditions: conditions))
                }
                return .visitChildren
            default: break
            }
        }
        switch registerReceiver(node) {
        case .container(let alias)?:
            if let argument = node.arguments.first?.expression {
                marking(under: alias) {
                    facts.bootstraps.append(BootstrapFact(
                        framework: .dirk, kind: .register, modules: [moduleReference(argument, conditions: conditions)],
                        moduleConditions: [[]], location: location(of: node), conditions: conditions))
                }
                return alias == nil ? .skipChildren : .visitChildren
            }
        case .unknown(let receiver)?:
            // It may be Dirk (a property, a value handed over from elsewhere): what it is given may register.
            facts.unanalyzable.append(UnanalyzableFact(
                framework: .dirk,
                message: "dilint cannot tell whether `\(receiver)` is the Dirk container, so it cannot tell what this `\(node.calleeName ?? "register")` adds; it assumes every Module literal in the code is registered",
                location: location(of: node), mayRegister: true))
        case nil:
            break
        }
        if isModuleLiteral(node) {
            _ = moduleLiteral(node, conditions: conditions)
            markHandedOver(node)
            return .skipChildren
        }
        if isDesignatedBuilderInit(node), let closure = node.lastClosure,
           moduleSubclassPaths.contains(typePath) || possibleModuleSubclassPaths.contains(typePath) {
            var module = ModuleFact(
                framework: .dirk, id: typePath.joined(separator: "."), subclassPath: typePath,
                providers: providers(in: closure.statements, conditions: conditions),
                location: location(of: node), conditions: conditions)
            module.subclassesModuleIndirectly = !moduleSubclassPaths.contains(typePath)
            facts.modules.append(module)
            return .skipChildren
        }
        if let dependency = resolverRequest(node, providerParameters: [], ownerPath: typePath) {
            let request = request(form: dependency.form, type: dependency.type,
                                  owner: typePath.isEmpty ? nil : typePath, timing: currentTiming, at: node)
            marking(under: dependency.alias) { facts.requests.append(request) }
        } else if let type = node.calledExpression.typeOfInitializerReference, !DirkVocabulary.isNeverModule(type) {
            facts.moduleInstantiations.append(ModuleInstantiationFact(type: type, scope: scope, location: location(of: node)))
        }
        return .visitChildren
    }

    /// `modules.forEach(dirk.register)`: the container's `register` passed on as a function registers
    /// modules dilint cannot follow, as `forEach { dirk.register($0) }` does.
    /// (An argument without `(` or `{` is not visited on its own: the call it is given to reads it.)
    private func recordRegisterPassedOn(_ node: MemberAccessExprSyntax) {
        guard node.declName.baseName.text == "register", let base = node.base?.unwrappingTryAwait else { return }
        let alias: String??
        if let call = base.as(FunctionCallExprSyntax.self), let staticCall = call.staticCall, staticCall.name == "get" {
            alias = containerName(staticCall.base)
        } else if let reference = base.as(DeclReferenceExprSyntax.self), Self.isContainerAlias(reference) {
            alias = .some(nil)
        } else {
            alias = nil
        }
        guard case .some(let container) = alias else { return }
        let text = lines.collapsedText(of: node)
        marking(under: container) {
            facts.unanalyzable.append(UnanalyzableFact(
                framework: .dirk,
                message: "`\(text)` is passed on as a function; dilint cannot follow the modules it is given, so it assumes every Module literal in the code is registered",
                location: location(of: node), mayRegister: true))
            facts.bootstraps.append(BootstrapFact(framework: .dirk, kind: .register, modules: [.opaque(text)], moduleConditions: [[]],
                                                  location: location(of: node), conditions: conditions))
        }
    }

    // MARK: bootstrap and modules

    /// `Dirk` itself (nil), or another capitalised name, which a project typealias may give it
    /// (`typealias DI = Dirk`); not a name of the container otherwise.
    private func containerName(_ base: String) -> String?? {
        if base == DirkVocabulary.container { return .some(nil) }
        guard base.first?.isUppercase == true, base != "Self", !DirkVocabulary.neverModules.contains(base) else { return nil }
        return .some(base)
    }

    /// A `HelperCallFact` at a fact's place, naming the other name it was read on: the fact holds only if Link
    /// resolves that name to `target`, the container or one of its wrappers.
    fileprivate func markAlias(_ alias: String, at location: SourceLocation, of target: String = DirkVocabulary.container) {
        facts.helperCalls.append(HelperCallFact(name: target, storage: alias, location: location, conditions: []))
    }

    /// Records what `body` reads; when it is read on another name for the container (`DI.start { … }`),
    /// each bootstrap, request and unread place it records is marked with that name.
    private func marking(under alias: String?, _ body: () -> Void) {
        let before = (facts.bootstraps.count, facts.requests.count, facts.unanalyzable.count)
        body()
        guard let alias else { return }
        let places = facts.bootstraps[before.0...].map(\.location) + facts.requests[before.1...].map(\.location)
            + facts.unanalyzable[before.2...].map(\.location)
        places.forEach { markAlias(alias, at: $0) }
    }

    private func recordStart(_ node: FunctionCallExprSyntax) {
        guard let closure = node.lastClosure else {
            // `Dirk.start(modules)` forwarding a builder is still a start: no finding may say there is none.
            var unread = UnanalyzableFact(
                framework: .dirk, message: "Dirk.start is called without a builder closure dilint can read",
                location: location(of: node), mayRegister: true)
            unread.mayBootstrap = true
            facts.unanalyzable.append(unread)
            return
        }
        var references: [ModuleReference] = []
        var referenceConditions: [[CompilationCondition]] = []
        var branches: [String?] = []
        let read = { (expr: ExprSyntax, nested: [CompilationCondition], branch: String?) in
            references.append(self.moduleReference(expr, conditions: self.conditions + nested))
            referenceConditions.append(nested)
            branches.append(branch)
        }
        if ModuleListEvaluation.returnsExplicitly(closure.statements) {
            ModuleListEvaluation(reference: read, unread: { expr in
                self.facts.unanalyzable.append(UnanalyzableFact(
                    framework: .dirk, message: Self.cannotFollow(self.lines.collapsedText(of: expr)), location: self.location(of: expr), mayRegister: true))
            }, lines: lines).evaluate(closure.statements, conditions: [])
        } else {
            forEachElement(of: closure.statements, conditions: []) { read($0, $1, nil) }
        }
        var start = BootstrapFact(framework: .dirk, kind: .start, modules: references, moduleConditions: referenceConditions,
                                  location: location(of: node.calledExpression), conditions: conditions)
        if branches.contains(where: { $0 != nil }) { start.moduleBranches = branches }
        facts.bootstraps.append(start)
    }

    private func moduleReference(_ expr: ExprSyntax, conditions: [CompilationCondition]) -> ModuleReference {
        let expr = expr.unwrappingTryAwait
        if let call = expr.as(FunctionCallExprSyntax.self) {
            if isModuleLiteral(call) { return .literal(moduleLiteral(call, conditions: conditions)) }
            if let type = call.calledExpression.typeOfInitializerReference {
                facts.moduleInstantiations.append(ModuleInstantiationFact(type: type, scope: scope, location: location(of: call)))
                return .subclass(type, scope)
            }
        }
        if let function = Self.enclosingFunction(havingParameterNamedBy: expr) {
            facts.unanalyzable.append(UnanalyzableFact(
                framework: .dirk, message: "`\(lines.collapsedText(of: expr))` is a parameter of `\(function)`; dilint does not follow what its callers pass, so it assumes every Module literal in the code is registered",
                location: location(of: expr), mayRegister: true))
            return .opaque(lines.text(of: expr))
        }
        // A call of a function or a read of a property: the project's declaration of that name, if it writes
        // modules, is followed in Link (`ModuleFact.helper`).
        if let name = Self.declarationNamed(by: expr) {
            return .helper(helperReference(named: name, expr))
        }
        facts.unanalyzable.append(UnanalyzableFact(
            framework: .dirk, message: Self.cannotFollow(lines.collapsedText(of: expr)), location: location(of: expr), mayRegister: true))
        return .opaque(lines.text(of: expr))
    }

    /// `Module`, `[Module]`, `Module?`: a declaration whose value is modules.
    private static func holdsModules(_ type: TypeRef) -> Bool {
        switch type {
        case .optional(let wrapped), .array(let wrapped): return holdsModules(wrapped)
        default: return type.nominalPath == [DirkVocabulary.moduleClass] || type.nominalPath == [DirkVocabulary.container, DirkVocabulary.moduleClass]
        }
    }

    /// What a declaration of modules returns besides the literals written in it (which the walk records with
    /// the declaration's name): calls and reads of other declarations, subclass instances, and what dilint
    /// cannot follow.
    private func recordForwards(of name: String, statements: CodeBlockItemListSyntax) {
        if statements.count == 1, let only = statements.first?.item.as(ExprSyntax.self) {
            recordForwards(of: name, value: only)
        } else if ModuleListEvaluation.returnsExplicitly(statements) {
            forwardEvaluation(of: name).evaluate(statements, conditions: [])
        }
    }

    private func recordForwards(of name: String, value: ExprSyntax) {
        forwardEvaluation(of: name).evaluate(value: value, conditions: [])
    }

    private func forwardEvaluation(of name: String) -> ModuleListEvaluation {
        ModuleListEvaluation(reference: { expr, _, _ in self.recordForward(expr, of: name) }, unread: { expr in
            self.facts.helperForwards.append(HelperForwardFact(name: name, reference: .opaque(self.lines.collapsedText(of: expr)), location: self.location(of: expr)))
        }, lines: lines)
    }

    private func recordForward(_ expr: ExprSyntax, of name: String) {
        let expr = expr.unwrappingTryAwait
        let reference: ModuleReference
        if let call = expr.as(FunctionCallExprSyntax.self), isModuleLiteral(call) {
            return
        } else if let type = expr.as(FunctionCallExprSyntax.self)?.calledExpression.typeOfInitializerReference {
            reference = .subclass(type, scope)
        } else if let parameter = parameterNamed(by: expr) {
            reference = .parameter(parameter)
        } else if let called = Self.declarationNamed(by: expr) {
            forwardedCalls.insert(expr.id)
            reference = .helper(helperReference(named: called, expr))
        } else {
            reference = .opaque(lines.collapsedText(of: expr))
        }
        var forward = HelperForwardFact(name: name, reference: reference, location: location(of: expr))
        if reference.namesParameter { forward.parameters = forwardParameters }
        facts.helperForwards.append(forward)
    }

    /// `module` in `func logged(_ module: Module) -> Module { module }`: the parameter's name.
    private func parameterNamed(by expr: ExprSyntax) -> String? {
        guard let reference = expr.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil else { return nil }
        let name = reference.baseName.text
        return forwardParameters.contains { $0.name == name } ? name : nil
    }

    /// What a helper call's argument passes as modules, read as a start's elements are (module literals and
    /// instances recorded), without recording anything unread (it matters only if the helper returns that
    /// parameter, and Link says so then); nil for a plain literal value.
    private func argumentModules(_ expression: ExprSyntax) -> [ModuleReference]? {
        guard !expression.is(StringLiteralExprSyntax.self), !expression.is(IntegerLiteralExprSyntax.self),
              !expression.is(FloatLiteralExprSyntax.self), !expression.is(BooleanLiteralExprSyntax.self),
              !expression.is(NilLiteralExprSyntax.self) else { return nil }
        var modules: [ModuleReference] = []
        ModuleListEvaluation(reference: { element, _, _ in
            let element = element.unwrappingTryAwait
            if let call = element.as(FunctionCallExprSyntax.self), self.isModuleLiteral(call) {
                modules.append(.literal(self.moduleLiteral(call, conditions: self.conditions)))
            } else if let call = element.as(FunctionCallExprSyntax.self), let type = call.calledExpression.typeOfInitializerReference {
                self.facts.moduleInstantiations.append(ModuleInstantiationFact(type: type, scope: self.scope, location: self.location(of: call)))
                modules.append(.subclass(type, self.scope))
            } else if let parameter = self.parameterNamed(by: element) {
                modules.append(.parameter(parameter))
            } else if let called = Self.declarationNamed(by: element) {
                modules.append(.helper(self.helperReference(named: called, element)))
            } else {
                modules.append(.opaque(self.lines.collapsedText(of: element)))
            }
        }, unread: { modules.append(.opaque(self.lines.collapsedText(of: $0))) }, lines: lines)
            .evaluate(value: expression, conditions: [])
        return modules
    }

    /// `startApp(with:)` for `modules` in `func startApp(with modules: [Module]) { Dirk.start { modules } }`.
    private static func enclosingFunction(havingParameterNamedBy expr: ExprSyntax) -> String? {
        guard let reference = expr.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil else { return nil }
        var current = Syntax(expr).parent
        while let syntax = current {
            if let function = syntax.as(FunctionDeclSyntax.self) {
                let parameters = HelperParameter.parameters(of: function)
                guard parameters.contains(where: { $0.name == reference.baseName.text }) else { return nil }
                return function.name.text + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
            }
            if syntax.is(InitializerDeclSyntax.self) || syntax.is(MemberBlockSyntax.self) { return nil }
            current = syntax.parent
        }
        return nil
    }

    static func cannotFollow(_ text: String) -> String {
        "dilint cannot follow `\(text)` to a Module literal or subclass; it assumes every Module literal in the code is registered"
    }

    /// `makeModules()`, `Modules.make(for: x)`, `Module.network`, `extraModule`, `single<P>(…)`: the name of
    /// the declaration.
    private static func declarationNamed(by expr: ExprSyntax) -> String? {
        var named = expr.as(FunctionCallExprSyntax.self)?.calledExpression ?? expr
        if let specialized = named.as(GenericSpecializationExprSyntax.self) { named = specialized.expression }
        if let reference = named.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = named.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return nil
    }

    /// The function, computed property or variable whose value a module literal is written in, if any:
    /// the nearest enclosing declaration, unless a closure that is not a builder's body comes first; and the
    /// function's generic signature when it has one.
    private static func enclosingHelper(of node: some SyntaxProtocol) -> (name: String, signature: HelperSignature?)? {
        var current = Syntax(node).parent
        while let syntax = current {
            if let function = syntax.as(FunctionDeclSyntax.self) { return (function.name.text, HelperSignature(function)) }
            if let binding = syntax.as(PatternBindingSyntax.self) {
                return binding.pattern.as(IdentifierPatternSyntax.self).map { ($0.identifier.text, nil) }
            }
            if syntax.is(InitializerDeclSyntax.self) || syntax.is(ClassDeclSyntax.self) || syntax.is(StructDeclSyntax.self)
                || syntax.is(EnumDeclSyntax.self) || syntax.is(ExtensionDeclSyntax.self) { return nil }
            current = syntax.parent
        }
        return nil
    }

    /// Records a `Module { … }` literal and returns its ID.
    private func moduleLiteral(_ node: FunctionCallExprSyntax, conditions: [CompilationCondition]) -> String {
        let location = location(of: node)
        let id = "\(location)"
        // Evaluation may reach one literal on several paths (`let base = [Module { … }]`, returned in two
        // branches): it is one module.
        guard recordedLiterals.insert(id).inserted else { return id }
        let helper = Self.enclosingHelper(of: node)
        let providers = node.lastClosure.map {
            self.providers(in: $0.statements, conditions: conditions, helperSignature: helper?.signature)
        } ?? []
        var module = ModuleFact(framework: .dirk, id: id, subclassPath: nil, providers: providers, location: location, conditions: conditions)
        module.helper = helper?.name
        module.helperSignature = helper?.signature
        facts.modules.append(module)
        return id
    }

    /// Calls `body` for each element expression of a result-builder body, descending into `#if` clauses.
    private func forEachElement(of statements: CodeBlockItemListSyntax, conditions: [CompilationCondition],
                                _ body: (ExprSyntax, [CompilationCondition]) -> Void) {
        ResultBuilderBody.forEachElement(of: statements, conditions: conditions, lines: lines, body)
    }

    // MARK: providers

    private func providers(in statements: CodeBlockItemListSyntax, conditions: [CompilationCondition],
                           helperSignature: HelperSignature? = nil) -> [ProviderFact] {
        var result: [ProviderFact] = []
        forEachElement(of: statements, conditions: []) { expr, nested in
            guard let call = expr.unwrappingTryAwait.as(FunctionCallExprSyntax.self),
                  let name = call.calleeName, let lifetime = DirkVocabulary.providers[name] else {
                facts.unanalyzable.append(UnanalyzableFact(
                    framework: .dirk,
                    message: "`\(lines.collapsedText(of: expr).prefix(60))` is not a Factory or Singleton; dilint does not know what it provides",
                    location: location(of: expr), mayRegister: true))
                return
            }
            result.append(provider(call, form: name, lifetime: lifetime, conditions: conditions + nested, helperSignature: helperSignature))
        }
        return result
    }

    private func provider(_ call: FunctionCallExprSyntax, form: String, lifetime: Lifetime,
                          conditions: [CompilationCondition], helperSignature: HelperSignature?) -> ProviderFact {
        let closure = call.lastClosure
        let built = BuilderResult(of: closure)
        let implementation = built.implementation

        let key: TypeSource
        if let specialized = call.calledExpression.as(GenericSpecializationExprSyntax.self),
           let explicit = specialized.genericArgumentClause.arguments.first?.typeRef {
            key = .written(explicit)
        } else if let first = call.arguments.first, first.label == nil, let explicit = first.expression.metatypeArgument {
            key = .written(explicit)
        } else if let signature = helperSignature, let generic = Self.producedGeneric(by: call, closure: closure, signature: signature) {
            key = .written(.path([generic]))
        } else {
            key = built.key(scopePath: typePath)
                ?? .unknown(reason: "the closure's result type cannot be read; write `\(form)<P> { … }` or `… as P`")
        }

        var dependencies: [RequestFact] = []
        if let closure {
            let parameters = Set(closure.parameterNames + ["$0"])
            let finder = ResolverCallFinder(visitor: self, providerParameters: parameters)
            finder.walk(closure.statements)
            dependencies = finder.requests
        }
        var provider = ProviderFact(framework: .dirk, form: .provider(form), lifetime: lifetime, key: key, implementation: implementation,
                                    scope: scope, dependencies: dependencies, location: location(of: call),
                                    conditions: conditions)
        provider.text = lines.collapsedText(of: call)
        provider.writtenOnMainActor = OnMainActorContext.holds(call)
        if closure?.declaredResultType == nil, built.cast == nil, call.arguments.isEmpty {
            provider.editPoints = EditPoints.of(genericAfter: call.calledExpression, lines: lines)
        }
        return provider
    }

    /// `Factory { make() }` or `Factory(make)` in a generic helper whose `make` returns `T`: `T`.
    private static func producedGeneric(by call: FunctionCallExprSyntax, closure: ClosureExprSyntax?,
                                        signature: HelperSignature) -> String? {
        if let closure, let result = closure.resultExpression?.unwrappingTryAwait.as(FunctionCallExprSyntax.self),
           result.arguments.isEmpty, result.trailingClosure == nil,
           let name = result.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            return signature.producedGeneric(byParameterNamed: name)
        }
        if closure == nil, call.arguments.count == 1, let only = call.arguments.first, only.label == nil,
           let name = only.expression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            return signature.producedGeneric(byParameterNamed: name)
        }
        return nil
    }

    /// A start element naming a declaration of the project; for a call, what its arguments say about types
    /// (a generic helper's parameters are bound by them) and what its closures request when they run.
    private func helperReference(named name: String, _ expr: ExprSyntax) -> HelperReference {
        var reference = HelperReference(name: name, text: lines.collapsedText(of: expr), location: location(of: expr), scope: scope)
        guard let call = expr.as(FunctionCallExprSyntax.self) else { return reference }
        if let specialized = call.calledExpression.as(GenericSpecializationExprSyntax.self) {
            reference.genericArguments = specialized.genericArgumentClause.arguments.compactMap(\.typeRef)
        }
        let written = call.arguments.map { ($0.label?.text, $0.expression) }
            + (call.trailingClosure.map { [(nil, ExprSyntax($0))] } ?? [])
            + call.additionalTrailingClosures.map { ($0.label.text, ExprSyntax($0.closure)) }
        reference.arguments = written.map { label, expression in
            var argument = HelperArgument(label: label, metatype: expression.metatypeArgument)
            if let closure = expression.as(ClosureExprSyntax.self) {
                argument.isClosure = true
                let built = BuilderResult(of: closure)
                argument.value = built.key(scopePath: typePath)
                argument.implementation = built.implementation
                let finder = ResolverCallFinder(visitor: self, providerParameters: Set(closure.parameterNames + ["$0"]))
                finder.walk(closure.statements)
                argument.requests = finder.requests
            } else {
                argument.implementation = expression.constructedType
                argument.value = argument.implementation.map(TypeSource.written) ?? expression.valueTypeSource(scopePath: typePath)
                if argument.metatype == nil { argument.modules = argumentModules(expression) }
            }
            return argument
        }
        return reference
    }

    // MARK: requests

    fileprivate func request(form: String, type: TypeSource, owner: [String]?, timing: Timing,
                             at node: some SyntaxProtocol) -> RequestFact {
        // A request that runs for some builds only cannot prove that building recurses.
        let timing = timing == .initTime && !EveryBuildRequest.runsOnEveryBuild(Syntax(node)) ? .lazy : timing
        var request = RequestFact(framework: .dirk, form: form, type: type, scope: scope, ownerPath: owner, timing: timing,
                                  location: location(of: node), conditions: conditions)
        request.offMainActor = OffMainActorContext.of(node)
        if HandledFailure.isHandled(node) {
            facts.helperCalls.append(HelperCallFact(name: DirkVocabulary.handledMark, storage: nil, location: request.location, conditions: []))
        }
        // Dirk's `inject()` throws: one no `try` marks may be a method of the type it is in (Link looks).
        if form == "inject()", !CoveringTry.isCovered(node) {
            facts.helperCalls.append(HelperCallFact(name: DirkVocabulary.untriedMark, storage: nil, location: request.location, conditions: []))
        }
        return request
    }

    /// `inject()`, `inject(X.self)`, `Dirk.get().get(X.self)`, and inside a provider `$0.get()` / `dirk.get()`.
    fileprivate func resolverRequest(_ call: FunctionCallExprSyntax, providerParameters: Set<String>,
                                     ownerPath: [String]) -> (form: String, type: TypeSource, alias: String?)? {
        let form: String
        var alias: String?
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), reference.baseName.text == "inject" {
            form = "inject()"
        } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), reference.baseName.text == "get",
                  isInContainerInstance(call) {
            form = "get()"
        } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "get",
                  let base = member.base?.unwrappingTryAwait {
            if let receiver = base.as(DeclReferenceExprSyntax.self), providerParameters.contains(receiver.baseName.text) {
                form = "\(receiver.baseName.text).get()"
            } else if let inner = base.as(FunctionCallExprSyntax.self), let staticCall = inner.staticCall, staticCall.name == "get",
                      let container = containerName(staticCall.base) {
                form = "\(staticCall.base).get().get()"
                alias = container
            } else if let receiver = base.as(DeclReferenceExprSyntax.self), Self.isContainerAlias(receiver) {
                form = "\(receiver.baseName.text).get()"
            } else if let receiver = base.as(DeclReferenceExprSyntax.self), receiver.baseName.tokenKind == .keyword(.self),
                      isInContainerInstance(call) {
                form = "self.get()"
            } else {
                return nil
            }
        } else {
            return nil
        }
        if let first = call.arguments.first, let explicit = first.expression.metatypeArgument {
            return (form, .written(explicit), alias)
        }
        guard call.arguments.isEmpty else { return nil }
        return (form, ContextualType.of(ExprSyntax(call), enclosingTypePath: ownerPath), alias)
    }

    /// Inside an instance member of `extension Dirk`, `self` is the container: `get(Cart.self)` and
    /// `self.get(Cart.self)` resolve from it. In a static member `get()` is `Dirk.get()`, the container itself.
    private func isInContainerInstance(_ call: FunctionCallExprSyntax) -> Bool {
        guard typePath == [DirkVocabulary.container] else { return false }
        var current = call.parent
        while let node = current {
            if let function = node.as(FunctionDeclSyntax.self) { return !function.modifiers.isStatic }
            if let variable = node.as(VariableDeclSyntax.self), variable.parent?.is(MemberBlockItemSyntax.self) == true {
                return !variable.modifiers.isStatic
            }
            if node.is(InitializerDeclSyntax.self) || node.is(SubscriptDeclSyntax.self) { return true }
            if node.is(MemberBlockSyntax.self) { return false }
            current = node.parent
        }
        return false
    }

    /// `let container = try Dirk.get()` (or `let container: Dirk = …`) before `container.get(Cart.self)`.
    private static func isContainerAlias(_ reference: DeclReferenceExprSyntax) -> Bool {
        switch LocalBindings.meaning(of: reference.baseName.text, at: reference) {
        case .value(let value)?:
            return value.unwrappingTryAwait.as(FunctionCallExprSyntax.self)?.staticCall.map { $0 == (DirkVocabulary.container, "get") } == true
        case .type(let type)?:
            return type.nominalPath == [DirkVocabulary.container]
        case .unknown?, nil:
            return false
        }
    }

    // MARK: shapes

    /// A module literal in the arguments of a function, or of a type's or package's static function
    /// (`CompanyKit.bootstrap { Module { … } }`), not of a value's method (`modules.append(…)`): Link looks
    /// whether the analysed code declares that function.
    private func markHandedOver(_ literal: FunctionCallExprSyntax) {
        if let call = HandedOverModules.receivingCall(of: literal) { markHandedOver(to: call) }
    }

    private func markHandedOver(to call: FunctionCallExprSyntax) {
        // A `start` or `register` on another name was read as Dirk's already (Link resolves the name).
        guard let name = call.calleeName, !["start", "register"].contains(name), !handedOverCalls.contains(call.id) else { return }
        let callee = call.calledExpression.trimmedDescription
        if let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base {
            guard base.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true else { return }
        } else if !call.calledExpression.is(DeclReferenceExprSyntax.self) {
            return
        }
        handedOverCalls.insert(call.id)
        facts.helperCalls.append(HelperCallFact(name: DirkVocabulary.handedOverMark, storage: callee, location: location(of: call), conditions: []))
    }

    private func isModuleLiteral(_ node: FunctionCallExprSyntax) -> Bool {
        guard node.lastClosure != nil else { return false }
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text == DirkVocabulary.moduleClass
        }
        // `Module.init { … }` (or `Dirk.Module.init { … }`): the same initializer, named.
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.`init`),
           let base = member.base {
            if base.as(DeclReferenceExprSyntax.self)?.baseName.text == DirkVocabulary.moduleClass { return true }
            if let qualified = base.as(MemberAccessExprSyntax.self), qualified.declName.baseName.text == DirkVocabulary.moduleClass,
               qualified.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == DirkVocabulary.container { return true }
        }
        return node.staticCall.map { $0 == (DirkVocabulary.container, DirkVocabulary.moduleClass) } ?? false
    }

    /// `super.init { … }`, or `self.init { … }` in a convenience initializer: either way the closure is the
    /// builder of the subclass's providers (a designated `init(_ builder:)` passes it on to `Module`).
    private func isDesignatedBuilderInit(_ node: FunctionCallExprSyntax) -> Bool {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.tokenKind == .keyword(.`init`), let base = member.base else { return false }
        return base.is(SuperExprSyntax.self) || base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    private enum RegisterReceiver {
        /// `alias`: the name the container is reached by, when it is not `Dirk` (`DI.get()`).
        case container(alias: String?)
        /// A receiver whose value dilint cannot trace, given a module: its text.
        case unknown(String)
    }

    /// What `register(m)` (or `add(m)`, its name before Dirk 1.0) is called on: the container, reached as
    /// `Dirk.get()` or through a local or parameter bound to it (`let dirk = try Dirk.get()`, `dirk: Dirk`);
    /// something else given a module, which may be the container; nil when it is no late registration.
    private func registerReceiver(_ node: FunctionCallExprSyntax) -> RegisterReceiver? {
        let name: String
        let base: ExprSyntax?
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            (name, base) = (member.declName.baseName.text, member.base?.unwrappingTryAwait)
        } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            (name, base) = (reference.baseName.text, nil)
        } else {
            return nil
        }
        guard ["register", "add"].contains(name) else { return nil }
        guard let base else { return isInContainerInstance(node) ? .container(alias: nil) : nil }
        if let call = base.as(FunctionCallExprSyntax.self), let staticCall = call.staticCall, staticCall.name == "get",
           let container = containerName(staticCall.base) {
            return .container(alias: container)
        }
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            if Self.isContainerAlias(reference) { return .container(alias: nil) }
            if reference.baseName.tokenKind == .keyword(.self), isInContainerInstance(node) { return .container(alias: nil) }
        }
        guard node.arguments.count == 1, let argument = node.arguments.first, argument.label == nil,
              passesModule(argument.expression.unwrappingTryAwait, to: name) else { return nil }
        return .unknown(lines.collapsedText(of: base))
    }

    /// Whether an argument evidently is a module: a `Module { … }` literal, or, given to `register`, a
    /// declaration of the project rather than a local (`register(chatModule)`, `register(Modules.chat)`).
    private func passesModule(_ expr: ExprSyntax, to name: String) -> Bool {
        if let call = expr.as(FunctionCallExprSyntax.self), isModuleLiteral(call) { return true }
        guard name == "register", expr.metatypeArgument == nil else { return false }
        let named = expr.as(FunctionCallExprSyntax.self)?.calledExpression ?? expr
        if let reference = named.as(DeclReferenceExprSyntax.self) {
            return LocalBindings.meaning(of: reference.baseName.text, at: reference) == nil
        }
        return named.as(MemberAccessExprSyntax.self)?.base != nil
    }

    /// Finds the resolver calls inside one provider closure: they run while the provider builds, except
    /// inside a closure of the body, which may run later (a stored factory) or never: a lazy edge.
    final class ResolverCallFinder: SyntaxVisitor {
        unowned let visitor: DirkVisitor
        let providerParameters: Set<String>
        var requests: [RequestFact] = []
        /// Parameters each enclosing inner closure declares, which hide the provider's own, and whether
        /// it runs later (a stored closure) rather than where it stands (`items.map { … }`).
        private var innerClosures: [(parameters: Set<String>, deferred: Bool)] = []

        init(visitor: DirkVisitor, providerParameters: Set<String>) {
            self.visitor = visitor
            self.providerParameters = providerParameters
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
            // An inner closure's `$0` is its own, whether or not it names its parameters.
            innerClosures.append((Set(node.parameterNames + ["$0"]), !node.runsImmediately))
            return .visitChildren
        }

        override func visitPost(_ node: ClosureExprSyntax) { innerClosures.removeLast() }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let visible = innerClosures.reduce(providerParameters) { $0.subtracting($1.parameters) }
            if let dependency = visitor.resolverRequest(node, providerParameters: visible, ownerPath: visitor.typePath) {
                let deferred = innerClosures.contains(where: \.deferred)
                let request = visitor.request(form: dependency.form, type: dependency.type, owner: nil,
                                              timing: deferred ? .lazy : .initTime, at: node)
                requests.append(request)
                if let alias = dependency.alias { visitor.markAlias(alias, at: request.location) }
            }
            return .visitChildren
        }
    }
}

private extension DeclModifierListSyntax {
    /// `static` or `class`: the member belongs to the type, and `self` is the type.
    var isStatic: Bool {
        contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }
}

private extension AccessorBlockSyntax {
    /// The body of a computed property's getter: `var x: T { … }` or `var x: T { get { … } }`.
    var getterStatements: CodeBlockItemListSyntax? {
        switch accessors {
        case .getter(let statements): return statements
        case .accessors(let list): return list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        }
    }
}
