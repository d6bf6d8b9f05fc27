import SwiftSyntax

/// Reads one `transient/scoped/singleton(…)` call into the providers it registers, choosing the
/// overload Swift would choose (frameworks.md §1.3): the autoclosure form, closures of typed
/// dependencies, the `storage` and `storage, arguments` forms, function references, and the two
/// multi-type spellings (`singleton(P1.self, P2.self) { … }` and `singleton({ … }, as: P1.self)`).
struct RegistrationReader {
    let visitor: ZerkVisitor
    let call: FunctionCallExprSyntax
    let lifetime: Lifetime
    let storage: ZerkVisitor.StorageReference

    private var storageName: String? {
        if case .named(let name) = storage { return name }
        return nil
    }

    /// The lifetime's name, not the start of a long chain.
    private var registrationLocation: SourceLocation {
        call.calledExpression.as(MemberAccessExprSyntax.self).map { visitor.location(of: $0.declName) } ?? visitor.location(of: call)
    }

    private var form: RegistrationForm {
        .method(call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? "register")
    }

    func providers() -> [ProviderFact] {
        var listed: [TypeRef] = []
        var builder: ExprSyntax?
        var afterAs = false
        for argument in call.arguments {
            if argument.label?.text == "as" { afterAs = true }
            if argument.label == nil || argument.label?.text == "as", let type = argument.expression.metatypeArgument,
               builder == nil || afterAs {
                listed.append(type)
            } else if argument.label == nil || argument.label?.text == "builder", builder == nil {
                builder = argument.expression
            }
        }
        if let trailing = call.trailingClosure, builder == nil { builder = ExprSyntax(trailing) }
        guard let builder else {
            if listed.count == 1 {
                // `.singleton(P.self)`: the autoclosure stores the metatype itself.
                return [provider(key: .written(.metatype(listed[0])), implementation: nil, dependencies: [])]
            }
            return []
        }
        let reading = read(builder, listedTypes: !listed.isEmpty)
        if listed.isEmpty { return [reading] }
        return listed.map { type in
            var provider = reading
            provider.key = .written(type)
            provider.keyIsListedAlias = true
            return provider
        }
    }

    // MARK: builders

    private func read(_ builder: ExprSyntax, listedTypes: Bool) -> ProviderFact {
        if let closure = builder.as(ClosureExprSyntax.self) { return read(closure, listedTypes: listedTypes) }
        if let reference = initializerReference(builder) {
            var provider = self.provider(key: .written(reference.owner), implementation: reference.owner, dependencies: [])
            provider.initializerReference = reference
            return provider
        }
        // The autoclosure form: the expression is the value; its static type is the key.
        let cast = builder.unwrappingTryAwait.asCast
        let implementation = (cast?.operand ?? builder).unwrappingTryAwait.constructedType
        let valueSource = (cast?.operand ?? builder).valueTypeSource(scopePath: visitor.typePath)
        let key: TypeSource = cast.map { .written($0.kind == .conditional ? .optional($0.type) : $0.type) }
            ?? implementation.map { .written($0) }
            ?? valueSource
            ?? .unknown(reason: "the type of `\(builder.trimmedDescription.prefix(50))` cannot be read; add `as P`")
        var provider = provider(key: key, implementation: implementation,
                                dependencies: restoreCalls(in: Syntax(builder), storageParameter: nil))
        // `.singleton(makeClient)`: the autoclosure stores the function itself, keyed `() -> Result`;
        // `Factories.make` may be such a function too, which only Link can tell.
        if cast == nil, case .functionResult(let reference)? = valueSource, reference.isReference {
            provider.storesClosure = true
        }
        if cast == nil, case .staticMember? = valueSource { provider.storesClosureIfFunction = true }
        provider.editPoints = EditPoints.of(castAfter: builder, lines: visitor.lines)
        return provider
    }

    private func read(_ closure: ClosureExprSyntax, listedTypes: Bool) -> ProviderFact {
        let parameters = ClosureParameters(closure)
        let result = closure.resultExpression
        let cast = result?.unwrappingTryAwait.asCast
        let implementation = (cast?.operand ?? result)?.unwrappingTryAwait.constructedType
        let resultType: TypeSource = closure.declaredResultType.map { .written($0) }
            ?? cast.map { .written($0.kind == .conditional ? .optional($0.type) : $0.type) }
            ?? implementation.map { .written($0) }
            ?? result.flatMap { $0.valueTypeSource(scopePath: visitor.typePath) }
            ?? .unknown(reason: "the closure's result type cannot be read; add `as P` or `-> P in`")

        if parameters.names.isEmpty {
            // No parameters: Swift picks the autoclosure overload and stores the closure itself.
            var provider = self.provider(key: listedTypes ? resultType : closureKey(resultType), implementation: implementation,
                                         dependencies: restoreCalls(in: Syntax(closure.statements), storageParameter: nil))
            provider.storesClosure = true
            provider.editPoints = EditPoints.of(valueFormOf: call, lines: visitor.lines)
            return provider
        }
        let storageParameter = parameters.names[0]
        // A typed dependency must be passed somewhere for Swift to infer its type; a parameter used as a
        // `restore` receiver, for member reads, ignored or unused selects the storage overloads instead.
        let storageSignal = listedTypes || parameters.isDeclared(0, as: ZerkVocabulary.storageProtocols)
            || parameters.isIgnored(0) || parameters.usesAsRestoreReceiver(0) || parameters.isUnused(0)
        let argumentsSignal = parameters.count == 2
            && (listedTypes || parameters.isDeclared(1, as: [ZerkVocabulary.argumentsType]) || parameters.readsMembers(1)
                || parameters.isIgnored(1) || parameters.isUnused(1))
        let storageForm = parameters.count == 1 ? storageSignal : parameters.count == 2 && (argumentsSignal || storageSignal)
        if storageForm {
            var provider = self.provider(key: resultType, implementation: implementation,
                                         dependencies: restoreCalls(in: Syntax(closure.statements), storageParameter: storageParameter))
            if parameters.count == 2 { provider.argumentReads = argumentReads(of: parameters, at: 1, in: closure) }
            provider.editPoints = EditPoints.of(castAfterResultOf: closure, lines: visitor.lines)
            return provider
        }
        // Typed dependencies: each parameter is restored by its type before the builder runs.
        let dependencies = parameters.names.indices.map { position in
            var request = RequestFact(framework: .zerk, form: StorageOverload.closureParameterForm + parameters.names[position],
                                      type: parameters.type(of: position, enclosingTypePath: visitor.typePath),
                                      scope: visitor.scope, ownerPath: nil, timing: .initTime,
                                      location: parameters.location(of: position, visitor: visitor) ?? visitor.location(of: closure),
                                      conditions: visitor.conditions)
            request.storage = storageName
            return request
        }
        var provider = provider(key: resultType, implementation: implementation,
                                dependencies: dependencies + restoreCalls(in: Syntax(closure.statements), storageParameter: nil))
        provider.editPoints = EditPoints.of(castAfterResultOf: closure, lines: visitor.lines)
        return provider
    }

    /// `() -> P`: the key a zero-parameter closure literal registers under.
    private func closureKey(_ result: TypeSource) -> TypeSource {
        if case .written(let type) = result { return .written(.function(parameters: [], result: type)) }
        return result
    }

    /// `B.init` or `B.init(a:b:)` passed as the builder.
    private func initializerReference(_ expr: ExprSyntax) -> InitializerReferenceFact? {
        guard let member = expr.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.`init`),
              let base = member.base, let owner = TypeRef(typeExpression: base) else { return nil }
        let labels = member.declName.argumentNames.map { names in
            names.arguments.map { $0.name.text == "_" ? nil : $0.name.text } as [String?]
        }
        return InitializerReferenceFact(owner: owner, labels: labels)
    }

    // MARK: reads inside the builder

    /// `storage.restore()` on the builder's storage parameter, and `Zerk.standardStorage.restore()`.
    private func restoreCalls(in node: Syntax, storageParameter: String?) -> [RequestFact] {
        let finder = RestoreCallFinder(visitor: visitor, storageParameter: storageParameter, registrationStorage: storageName)
        finder.walk(node)
        return finder.requests
    }

    /// A read that may not run on every build is marked with `ZerkVocabulary.uncertainReadMark` before
    /// its name: Link then checks none of the builder's arguments, since a request may rightly pass none.
    private func argumentReads(of parameters: ClosureParameters, at position: Int, in closure: ClosureExprSyntax) -> [ArgumentReadFact] {
        parameters.memberReads(position).map { member in
            let mark = BuildPath.runsOnEveryBuild(Syntax(member), in: closure) ? "" : ZerkVocabulary.uncertainReadMark
            return ArgumentReadFact(name: mark + member.declName.baseName.text,
                             type: ContextualType.of(ExprSyntax(member), enclosingTypePath: visitor.typePath),
                             location: visitor.location(of: member))
        }
    }

    private func provider(key: TypeSource, implementation: TypeRef?, dependencies: [RequestFact]) -> ProviderFact {
        var provider = ProviderFact(framework: .zerk, form: form, lifetime: lifetime, key: key, implementation: implementation,
                                    scope: visitor.scope, dependencies: dependencies, location: registrationLocation,
                                    conditions: visitor.conditions)
        provider.storage = storageName
        provider.orderScope = visitor.runningFunctionID.map { RunOrder.scope(of: call, inFunction: $0) { visitor.location(of: $0) } }
        provider.writtenOnMainActor = OnMainActorContext.holds(call)
        // The call's own arguments: its base is the rest of the chain.
        provider.text = form.description + call.arguments.collapsedText + (call.trailingClosure.map { " " + $0.collapsedText } ?? "")
        return provider
    }
}

/// Finds `restore` calls in a builder: they run while the builder builds, so they are init-time edges.
private final class RestoreCallFinder: SyntaxVisitor {
    unowned let visitor: ZerkVisitor
    let storageParameter: String?
    let registrationStorage: String?
    var requests: [RequestFact] = []
    /// Inside a closure of the builder that is kept, not run where it stands, a restore may run later
    /// (a stored factory) or never: a lazy edge. `items.map { … }` runs now.
    private var deferredClosures: [Bool] = []

    init(visitor: ZerkVisitor, storageParameter: String?, registrationStorage: String?) {
        self.visitor = visitor
        self.storageParameter = storageParameter
        self.registrationStorage = registrationStorage
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        deferredClosures.append(!node.runsImmediately)
        return .visitChildren
    }

    override func visitPost(_ node: ClosureExprSyntax) { deferredClosures.removeLast() }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == ZerkVocabulary.restore,
              let base = member.base?.unwrappingTryAwait else { return .visitChildren }
        var request = visitor.restoreRequest(node, owner: nil, timing: deferredClosures.contains(true) ? .lazy : .initTime)
        if let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.text == storageParameter {
            request.storage = registrationStorage
        } else if let storage = visitor.storageReference(base) {
            if case .named(let name) = storage { request.storage = name }
        } else {
            return .visitChildren
        }
        requests.append(request)
        return .visitChildren
    }
}
