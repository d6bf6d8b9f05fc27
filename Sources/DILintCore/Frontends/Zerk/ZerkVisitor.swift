import SwiftSyntax

/// Walks one Zerk-importing file: registration chains on a storage, `restore` calls, the `@Injected…`
/// wrappers, custom storages, `autoStore()`, and the marks of Zerk 2 (which dilint leaves alone).
final class ZerkVisitor: ScopeTrackingVisitor {
    var facts = FrameworkFacts()
    /// Function parameters declared as a storage protocol, innermost function last: each name with the
    /// helper its registrations belong to (`registerNetworking(into:)`), placed where the helper is called.
    private var storageParameters: [[String: String]] = []
    /// Functions being walked, innermost last, each with the closure depth at its start: only what a
    /// function's own body does runs when it is called.
    private var functions: [(fact: FunctionFact, closureDepth: Int)] = []
    private var closureDepth = 0
    /// The container each registration call of a chain stands for, once found.
    private var chainStorage: [SyntaxIdentifier: StorageReference?] = [:]

    /// The innermost function, when the current point runs as part of its body.
    private var runningFunction: Int? {
        guard let last = functions.indices.last, functions[last].closureDepth == closureDepth else { return nil }
        return last
    }

    /// Which container an expression names, when it names one.
    enum StorageReference: Equatable {
        case standard
        /// A variable that may hold a custom storage; Link keeps it only if it is declared as one.
        case named(String)
        /// A helper's storage parameter: whatever its call sites pass (`helper` names the parameter).
        case parameter(helper: String)
    }

    /// How a helper's storage parameter is named in facts: the function and the parameter's label, as its
    /// call sites spell them (`registerNetworking(into:)`, `register(_:)`).
    static func parameterHelper(_ function: String, label: String) -> String {
        "\(function)(\(label):)"
    }

    static func isParameterHelper(_ helper: String) -> Bool { helper.hasSuffix(":)") }

    // MARK: scopes

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        _ = super.visit(node)
        var parameters: [String: String] = [:]
        for parameter in node.signature.parameterClause.parameters where Self.isStorageType(TypeRef(syntax: parameter.type)) {
            parameters[(parameter.secondName ?? parameter.firstName).text] = Self.parameterHelper(node.name.text, label: parameter.firstName.text)
        }
        storageParameters.append(parameters)
        functions.append((FunctionFact(path: typePath + [node.name.text], scope: scope, location: location(of: node.name)),
                          closureDepth))
        return .visitChildren
    }

    override func visitPost(_ node: FunctionDeclSyntax) {
        storageParameters.removeLast()
        let finished = functions.removeLast().fact
        // Entry points are kept even when they call nothing: their own restores still count.
        if !finished.calls.isEmpty || !finished.constructions.isEmpty || finished.path.first == ZerkVocabulary.container {
            facts.functions.append(finished)
        }
        super.visitPost(node)
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        closureDepth += 1
        return .visitChildren
    }
    override func visitPost(_ node: ClosureExprSyntax) { closureDepth -= 1 }

    private static func isStorageType(_ type: TypeRef) -> Bool {
        switch type {
        case .named(let components): return components.last.map { ZerkVocabulary.storageProtocols.contains($0.name) } ?? false
        case .composition(let members): return members.contains(where: isStorageType)
        case .optional(let wrapped): return isStorageType(wrapped)
        default: return false
        }
    }

    /// Whether code at `node` runs while its enclosing type is being initialised: in an `init`, or in the
    /// initial value of an instance stored property.
    static func timing(of node: Syntax) -> Timing {
        var current = node.parent
        while let candidate = current {
            if candidate.is(InitializerDeclSyntax.self) { return .initTime }
            if candidate.is(FunctionDeclSyntax.self) || candidate.is(AccessorBlockSyntax.self)
                || candidate.is(ClosureExprSyntax.self) || candidate.is(DeinitializerDeclSyntax.self) { return .lazy }
            // A property's initial value runs at init; a local variable runs with the code around it.
            if let variable = candidate.as(VariableDeclSyntax.self), variable.parent?.is(MemberBlockItemSyntax.self) == true {
                let deferred = variable.modifiers.contains {
                    [.keyword(.static), .keyword(.class), .keyword(.lazy)].contains($0.name.tokenKind)
                }
                return deferred ? .lazy : .initTime
            }
            current = candidate.parent
        }
        return .lazy
    }

    /// Identifies the function body running at this point: registrations in it run in source order.
    var runningFunctionID: String? {
        runningFunction.map { "\(functions[$0].fact.location)" }
    }

    // MARK: Zerk 2

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        if let name = TypeRef(syntax: node.attributeName).nominalPath?.last,
           ZerkVocabulary.zerk2Attributes.contains(name) || Self.isZerk2Injected(node, name: name) {
            facts.otherGeneration.append(location(of: node))
        }
        return .visitChildren
    }

    /// `@Injected` spelt as only Zerk 2's macro takes it: 1.x's wrapper has one initializer,
    /// `init(from:with:)`, and its generic argument is the property's type, never written on the attribute.
    /// So `@Injected(\.cached)`, `@Injected(seed: 100)` and `@Injected<ConsoleReporter>` are Zerk 2 code.
    private static func isZerk2Injected(_ node: AttributeSyntax, name: String) -> Bool {
        guard name == "Injected" else { return false }
        if node.attributeName.as(IdentifierTypeSyntax.self)?.genericArgumentClause != nil { return true }
        guard case .argumentList(let arguments)? = node.arguments else { return false }
        return arguments.contains { argument in
            argument.label.map { $0.text == "seed" } ?? argument.expression.is(KeyPathExprSyntax.self)
        }
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if ZerkVocabulary.zerk2Macros.contains(node.macroName.text) { facts.otherGeneration.append(location(of: node)) }
        if let unread = UnreadMacros.provider(named: node.macroName.text, at: node, visitor: self) { facts.providers.append(unread) }
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        if ZerkVocabulary.zerk2Macros.contains(node.macroName.text) { facts.otherGeneration.append(location(of: node)) }
        if let unread = UnreadMacros.provider(named: node.macroName.text, at: node, visitor: self) { facts.providers.append(unread) }
        return .visitChildren
    }

    override func visit(_ node: GenericSpecializationExprSyntax) -> SyntaxVisitorContinueKind {
        if node.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == ZerkVocabulary.container {
            facts.otherGeneration.append(location(of: node))
        }
        return .visitChildren
    }

    // MARK: declarations

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let place = location(of: binding.pattern)
            let initial = binding.initializer?.value.unwrappingTryAwait
            if let call = initial?.as(FunctionCallExprSyntax.self)?.staticCall,
               call == (ZerkVocabulary.container, ZerkVocabulary.newStorage) {
                facts.namedContainers.append(NamedContainerFact(name: name, location: place))
            } else if let value = initial ?? StoredValue.getterResult(of: binding), storageReference(value) == .standard {
                facts.namedContainers.append(Self.standardAlias(name, at: place))
            } else if let annotation = binding.typeAnnotation, Self.isStorageType(TypeRef(syntax: annotation.type)) {
                // A storage whose value dilint does not follow (set in an `init` from a parameter a caller may
                // fill, or computed from something else): it may be any storage. Said as both readings of
                // the one declaration, which Link takes as a storage it cannot tell.
                facts.namedContainers.append(NamedContainerFact(name: name, location: place))
                facts.namedContainers.append(Self.standardAlias(name, at: place))
            }
        }
        let isMember = node.parent?.is(MemberBlockItemSyntax.self) == true
        for attribute in node.attributes.compactMap({ $0.as(AttributeSyntax.self) }) {
            guard let name = TypeRef(syntax: attribute.attributeName).nominalPath?.last,
                  let keyKind = ZerkVocabulary.wrappers[name] else { continue }
            for binding in node.bindings {
                facts.requests.append(wrapperRequest(name: name, keyKind: keyKind, attribute: attribute, binding: binding,
                                                     owner: isMember ? typePath : nil))
            }
        }
        return .visitChildren
    }

    private static func standardAlias(_ name: String, at place: SourceLocation) -> NamedContainerFact {
        var alias = NamedContainerFact(name: name, location: place)
        alias.isStandard = true
        return alias
    }

    private func wrapperRequest(name: String, keyKind: ZerkVocabulary.WrapperKey, attribute: AttributeSyntax,
                                binding: PatternBindingSyntax, owner: [String]?) -> RequestFact {
        let arguments: LabeledExprListSyntax? = {
            if case .argumentList(let list)? = attribute.arguments { return list }
            return nil
        }()
        let type: TypeSource
        switch keyKind {
        case .declaredType:
            type = binding.typeAnnotation.map { .written(TypeRef(syntax: $0.type)) }
                ?? .unknown(reason: "the property has no type annotation")
        case .keyPathRoot:
            if let keyPath = arguments?.first?.expression.as(KeyPathExprSyntax.self), let root = keyPath.root {
                type = .written(KeyPathRoot.type(of: keyPath, root: root))
            } else {
                type = .unknown(reason: "the key path has no explicit root type")
            }
        case .methodOwner:
            if let member = arguments?.first?.expression.as(MemberAccessExprSyntax.self), let base = member.base,
               let owner = TypeRef(typeExpression: base) {
                type = .written(owner)
            } else {
                type = .unknown(reason: "the method reference has no explicit type")
            }
        }
        // The wrapper looks its dependency up when the owner is initialised (a missing one crashes then),
        // but builds it on first read: for cycles the edge is lazy.
        var request = RequestFact(framework: .zerk, form: "@\(name)", type: type, scope: scope, ownerPath: owner,
                                  timing: .lazy, location: location(of: attribute), conditions: conditions)
        request.passedArguments = .empty
        request.propertyName = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        for argument in arguments ?? [] {
            switch argument.label?.text {
            case "with": request.passedArguments = passedArguments(argument.expression)
            case "from", "restoredBy":
                // A storage dilint cannot name is not the standard one the wrapper defaults to.
                if case .named(let storage) = storageReference(argument.expression) ?? unfollowedStorage(argument.expression) {
                    request.storage = storage
                }
            default: break
            }
        }
        return request
    }

    // MARK: calls

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        recordStorageArguments(of: node)
        // `singleton(…)` with an implicit `self` in a helper of `extension DependencyStoring`.
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self), isInStorageExtension {
            if let lifetime = ZerkVocabulary.lifetimes[reference.baseName.text] {
                facts.providers += inHelper(RegistrationReader(visitor: self, call: node, lifetime: lifetime, storage: .standard).providers())
                return .skipChildren
            }
            // `registerMocks()` called by another helper: the caller's own call sites are not followed.
            if Self.isHelperName(reference.baseName.text) {
                facts.helperCalls.append(HelperCallFact(name: reference.baseName.text, storage: nil, location: location(of: reference),
                                                        conditions: conditions, inHelper: true))
            }
            return .visitChildren
        }
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base ?? Self.postfixIfConfigBase(of: member) else {
            return .visitChildren
        }
        let name = member.declName.baseName.text
        if let lifetime = ZerkVocabulary.lifetimes[name] {
            let storage = storageReference(base) ?? unfollowedStorage(base)
            let providers = RegistrationReader(visitor: self, call: node, lifetime: lifetime, storage: storage).providers()
            if case .parameter(let helper) = storage {
                facts.providers += providers.map { provider in
                    var provider = provider
                    provider.helper = helper
                    return provider
                }
            } else {
                facts.providers += inHelper(providers)
            }
            // The chain before a `#if` is walked as the `#if`'s own base; walking it here would count it twice.
            if member.base != nil { walk(base) }
            return .skipChildren
        }
        // `Zerk.store.registerNetworking()`, or `.registerMocks()` under `#if` in a chain: a helper that
        // registers on the storage it is called on, under this call's conditions. Link keeps the call only
        // if such a helper exists.
        if Self.isHelperName(name), let storage = storageReference(base) {
            facts.helperCalls.append(HelperCallFact(name: name, storage: Self.siteStorage(storage), location: location(of: member.declName),
                                                    conditions: conditions, inHelper: isInStorageExtension))
        }
        if name == ZerkVocabulary.restore, let storage = storageReference(base) {
            var request = restoreRequest(node, owner: typePath.isEmpty ? nil : typePath, timing: Self.timing(of: Syntax(node)))
            if case .named(let name) = storage { request.storage = name }
            request.enclosingFunction = runningFunction.map { functions[$0].fact.path }
            facts.requests.append(request)
        }
        return .visitChildren
    }

    /// `registerNetworking(into: ChatContainer.storage)`: each argument that may be a storage is a place a
    /// helper's storage parameter of that label may be filled from. Link keeps it only if such a helper
    /// exists and the argument is a storage it knows.
    private func recordStorageArguments(of node: FunctionCallExprSyntax) {
        let function: String
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            function = reference.baseName.text
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil {
            function = member.declName.baseName.text
        } else {
            return
        }
        guard Self.isHelperName(function), ZerkVocabulary.lifetimes[function] == nil else { return }
        for argument in node.arguments {
            guard let storage = storageReference(argument.expression) else { continue }
            facts.helperCalls.append(HelperCallFact(
                name: Self.parameterHelper(function, label: argument.label?.text ?? "_"), storage: Self.siteStorage(storage),
                location: location(of: argument), conditions: conditions, inHelper: isInStorageExtension))
        }
    }

    /// The storage a helper call site passes, as facts name it: nil for the standard storage, a variable's
    /// name, or the enclosing helper's parameter (`registerNetworking(into:)`), which Link replaces with
    /// what that helper's own call sites pass.
    private static func siteStorage(_ storage: StorageReference) -> String? {
        switch storage {
        case .standard: return nil
        case .named(let variable): return variable
        case .parameter(let helper): return helper
        }
    }

    /// Calls and constructions of the running function body, whichever library they belong to.
    override func visitPost(_ node: FunctionCallExprSyntax) {
        guard let running = runningFunction else { return }
        let callee = node.calledExpression
        if let reference = callee.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isLowercase == true {
            functions[running].fact.calls.append(FunctionCallFact(callee: typePath + [reference.baseName.text], location: location(of: node)))
        } else if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
                  member.declName.baseName.text.first?.isLowercase == true {
            let owner: [String]
            switch base.baseName.tokenKind {
            case .keyword(.Self), .keyword(.self): owner = typePath
            default:
                guard base.baseName.text.first?.isUppercase == true else { return }
                owner = [base.baseName.text]
            }
            functions[running].fact.calls.append(FunctionCallFact(callee: owner + [member.declName.baseName.text], location: location(of: node)))
        } else if let type = callee.typeOfInitializerReference, type.lastName.first?.isUppercase == true {
            functions[running].fact.constructions.append(ConstructionFact(type: type, location: location(of: node)))
        }
    }

    /// The container an expression stands for: `Zerk.store`, `Zerk.standardStorage`, `store` inside
    /// `extension Zerk`, a parameter declared as a storage protocol, a registration call (chains), or a
    /// variable that may hold a custom storage.
    ///
    /// A loop rather than recursion, and every chain link it passes remembers the answer: a chain of any
    /// length costs linear time and constant stack, however its calls are visited.
    func storageReference(_ start: ExprSyntax) -> StorageReference? {
        var expr = start
        var passed: [SyntaxIdentifier] = []
        var answer: StorageReference??
        while answer == nil {
            expr = expr.unwrappingTryAwait
            if let known = chainStorage[expr.id] { answer = .some(known); break }
            // A registration returns its storage; so does a helper of `extension DependencyStoring`
            // (`Zerk.store.registerNetworking().singleton(…)`): only such methods can be chained on one.
            if let call = expr.as(FunctionCallExprSyntax.self),
               let member = call.calledExpression.as(MemberAccessExprSyntax.self),
               ZerkVocabulary.lifetimes[member.declName.baseName.text] != nil || Self.isHelperName(member.declName.baseName.text),
               let base = member.base ?? Self.postfixIfConfigBase(of: member) {
                passed.append(expr.id)
                expr = base
            } else if let postfix = expr.as(PostfixIfConfigExprSyntax.self), let base = postfix.base {
                passed.append(expr.id)
                expr = base
            } else if let forced = expr.as(ForceUnwrapExprSyntax.self) {
                expr = forced.expression
            } else if let cast = StoredValue.castOperand(of: expr) {
                // `Zerk.standardStorage as! DependencyStoring` is still that storage.
                expr = cast
            } else {
                answer = .some(storageNamed(by: expr))
            }
        }
        let found = answer ?? nil
        for link in passed { chainStorage[link] = found }
        return found
    }

    /// A receiver dilint cannot name (`container()`, `storages[0]`): some storage, but which one is not
    /// followed. Declared under its own text in both readings, which Link takes as a storage it cannot tell.
    private func unfollowedStorage(_ expr: ExprSyntax) -> StorageReference {
        let name = StorageReceiver.unfollowedName(of: expr)
        let place = location(of: expr)
        facts.namedContainers.append(NamedContainerFact(name: name, location: place))
        facts.namedContainers.append(Self.standardAlias(name, at: place))
        return .named(name)
    }

    /// The container a chain's innermost receiver names.
    private func storageNamed(by expr: ExprSyntax) -> StorageReference? {
        // `singleton(…)` with no receiver, in a helper of `extension DependencyStoring`: `self` is the storage.
        // So is a helper called the same way (`registerNetworking().registerMocks()`).
        if let call = expr.as(FunctionCallExprSyntax.self), isInStorageExtension,
           let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
           ZerkVocabulary.lifetimes[reference.baseName.text] != nil || Self.isHelperName(reference.baseName.text) {
            return .standard
        }
        if let member = expr.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if let base = StorageReceiver.typeReference(member.base) {
                if base.baseName.text == ZerkVocabulary.container, ZerkVocabulary.standardMembers.contains(name) { return .standard }
                if base.baseName.tokenKind == .keyword(.Self) || base.baseName.tokenKind == .keyword(.self),
                   typePath == [ZerkVocabulary.container], ZerkVocabulary.standardMembers.contains(name) {
                    return .standard
                }
            }
            return member.base == nil ? nil : .named(name)
        }
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if typePath == [ZerkVocabulary.container], ZerkVocabulary.standardMembers.contains(name) { return .standard }
            if let helper = storageParameters.last?[name] { return .parameter(helper: helper) }
            if reference.baseName.tokenKind == .keyword(.self), isInStorageExtension { return .standard }
            return .named(name)
        }
        return nil
    }

    /// A method that may be a helper of `extension DependencyStoring`: not one of Zerk's own lookups.
    private static func isHelperName(_ name: String) -> Bool {
        name != ZerkVocabulary.restore && name != "getInstance" && name.first?.isLowercase == true
    }

    /// Registrations made in a helper of `extension DependencyStoring` remember the helper, so that they
    /// take the conditions of the places it is called from.
    private func inHelper(_ providers: [ProviderFact]) -> [ProviderFact] {
        guard isInStorageExtension, let helper = functions.last?.fact.path.last else { return providers }
        return providers.map { provider in
            var provider = provider
            provider.helper = helper
            return provider
        }
    }

    /// Helpers in `extension DependencyStoring` register on whatever storage they are called on; like
    /// storage parameters of helper functions, that is taken to be the standard storage.
    private var isInStorageExtension: Bool {
        typePath.count == 1 && ZerkVocabulary.storageProtocols.contains(typePath[0])
    }

    /// `.singleton(…)` written inside `#if` in the middle of a chain has no base of its own: the chain
    /// before the `#if` is its receiver. A call that *is* that chain (it sits in the `#if`'s base) takes
    /// its receiver from an enclosing `#if`, if any: never from the `#if` it is the base of.
    static func postfixIfConfigBase(of member: MemberAccessExprSyntax) -> ExprSyntax? {
        var child = Syntax(member)
        var node = child.parent
        while let current = node {
            if let postfix = current.as(PostfixIfConfigExprSyntax.self), postfix.base.map({ Syntax($0).id != child.id }) ?? true {
                return postfix.base
            }
            if current.is(CodeBlockItemSyntax.self) || current.is(MemberBlockItemSyntax.self) { return nil }
            child = current
            node = current.parent
        }
        return nil
    }

    // MARK: requests

    /// `restore()`, `restore(with: …)`, `restore(P.self)`: the key is `P` or the contextual type.
    func restoreRequest(_ call: FunctionCallExprSyntax, owner: [String]?, timing: Timing) -> RequestFact {
        var form = "restore()"
        var type: TypeSource = ContextualType.of(ExprSyntax(call), enclosingTypePath: owner ?? typePath)
        var passed: PassedArguments = .empty
        for argument in call.arguments {
            if argument.label == nil, let explicit = argument.expression.metatypeArgument {
                form = "restore(\(explicit.canonical).self)"
                type = .written(explicit)
                passed = chainedInstanceArguments(of: call)
            } else if argument.label?.text == "with" {
                form = "restore(with:)"
                passed = passedArguments(argument.expression)
            }
        }
        var request = RequestFact(framework: .zerk, form: form, type: type, scope: scope, ownerPath: owner,
                                  timing: timing, location: location(of: call), conditions: conditions)
        request.passedArguments = passed
        request.offMainActor = OffMainActorContext.of(call)
        return request
    }

    /// `restore(P.self)` builds nothing: it returns the `Dependency` record, and the arguments are those of
    /// a `.getInstance(with:)` chained to it (none when it is called without `with:`). Not chained, the
    /// record travels elsewhere and what it is built with is not known here.
    private func chainedInstanceArguments(of call: FunctionCallExprSyntax) -> PassedArguments {
        guard let member = call.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "getInstance",
              let instanceCall = member.parent?.as(FunctionCallExprSyntax.self) else {
            return .opaque("a Dependency record")
        }
        return instanceCall.arguments.first { $0.label?.text == "with" }.map { passedArguments($0.expression) } ?? .empty
    }

    /// `.arguments` → none; `.arguments(a: 1, b: "x")` → the list; anything else is not read.
    func passedArguments(_ expr: ExprSyntax) -> PassedArguments {
        let expr = expr.unwrappingTryAwait
        if let member = expr.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "arguments" {
            return .empty
        }
        if let call = expr.as(FunctionCallExprSyntax.self),
           let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "arguments" {
            return .list(call.arguments.map { argument in
                var passed = PassedArgument(label: argument.label?.text, literal: Self.literalKind(argument.expression),
                                            location: location(of: argument))
                if let label = argument.label, !label.text.hasPrefix("`") { passed.labelSpan = lines.span(of: label) }
                return passed
            })
        }
        return .opaque(expr.trimmedDescription)
    }

    private static func literalKind(_ expr: ExprSyntax) -> LiteralKind? {
        if expr.is(IntegerLiteralExprSyntax.self) { return .integer }
        if expr.is(FloatLiteralExprSyntax.self) { return .float }
        if expr.is(StringLiteralExprSyntax.self) { return .string }
        if expr.is(BooleanLiteralExprSyntax.self) { return .boolean }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return literalKind(prefix.expression)
        }
        return nil
    }
}
