import SwiftSyntax

/// Where code certainly runs off the main actor, read from the syntax around it: the body of a closure
/// handed to `Task.detached`, to `Thread.detachNewThread` or `Thread { … }`, or to a global or private
/// dispatch queue's `async`/`asyncAfter`/`sync`; a `nonisolated` function; a member of an `actor`. Anything
/// else (a plain `Task { … }` inherits the caller's isolation, `DispatchQueue.main` is the main thread, a
/// `@MainActor` function or closure is on it) says nothing.
enum OffMainActorContext {
    /// How the context reads in a finding ("a Task.detached closure"), or nil when it is not certainly off
    /// the main actor.
    static func of(_ node: some SyntaxProtocol) -> String? {
        var current = Syntax(node)
        while let parent = current.parent {
            if let closure = parent.as(ClosureExprSyntax.self) {
                if closure.isMainActorClosure { return nil }
                if let handedTo = handingCall(of: closure), let context = detachedContext(handedTo) { return context }
            } else if let function = parent.as(FunctionDeclSyntax.self) {
                if function.attributes.namesMainActor { return nil }
                if function.modifiers.holdsNonisolated { return "the nonisolated function '\(function.name.text)'" }
                return enclosingActor(of: function).map { "a method of the actor '\($0)'" }
            } else if parent.is(MemberBlockSyntax.self) || parent.is(SourceFileSyntax.self) {
                return nil
            }
            current = parent
        }
        return nil
    }

    /// The call a closure is an argument of (trailing or in parentheses).
    private static func handingCall(of closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        if let call = closure.parent?.as(FunctionCallExprSyntax.self) { return call }
        if let argument = closure.parent?.as(LabeledExprSyntax.self) {
            return argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        }
        return nil
    }

    private static func detachedContext(_ call: FunctionCallExprSyntax) -> String? {
        let callee = call.calledExpression.trimmedDescription
        if callee == "Task.detached" { return "a Task.detached closure" }
        if callee == "Thread.detachNewThread" || callee == "Thread" { return "a \(callee) closure" }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              ["async", "asyncAfter", "sync"].contains(member.declName.baseName.text),
              let queue = member.base?.trimmedDescription else { return nil }
        if queue.hasPrefix("DispatchQueue.global") || queue.hasPrefix("DispatchQueue(") {
            return "a \(queue).\(member.declName.baseName.text) closure"
        }
        return nil
    }

    private static func enclosingActor(of function: FunctionDeclSyntax) -> String? {
        var current = Syntax(function)
        while let parent = current.parent {
            if let actor = parent.as(ActorDeclSyntax.self) { return actor.name.text }
            if parent.is(ClassDeclSyntax.self) || parent.is(StructDeclSyntax.self) || parent.is(EnumDeclSyntax.self)
                || parent.is(ExtensionDeclSyntax.self) { return nil }
            current = parent
        }
        return nil
    }
}

/// Whether code is certainly isolated to the main actor where it is written: inside a `{ @MainActor in }`
/// closure, a `@MainActor` function, or a member of a `@MainActor` type (or extension). A closure written
/// there is isolated to the main actor too, unless it is `@Sendable` or `nonisolated`.
enum OnMainActorContext {
    static func holds(_ node: some SyntaxProtocol) -> Bool {
        var current = Syntax(node)
        while let parent = current.parent {
            if let closure = parent.as(ClosureExprSyntax.self) {
                if closure.isMainActorClosure { return true }
                if closure.signature?.attributes.names("Sendable") == true { return false }
            } else if let function = parent.as(FunctionDeclSyntax.self) {
                if function.attributes.namesMainActor { return true }
                if function.modifiers.holdsNonisolated { return false }
            } else if let initializer = parent.as(InitializerDeclSyntax.self) {
                if initializer.attributes.namesMainActor { return true }
                if initializer.modifiers.holdsNonisolated { return false }
            } else if let group = parent.asProtocol(DeclGroupSyntax.self) {
                if group.attributes.namesMainActor { return true }
                if parent.is(ActorDeclSyntax.self) { return false }
            } else if parent.is(SourceFileSyntax.self) {
                return false
            }
            current = parent
        }
        return false
    }
}

extension AttributeListSyntax {
    /// `@name` among the attributes.
    func names(_ name: String) -> Bool {
        contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == name }
    }

    /// `@MainActor` among the attributes.
    var namesMainActor: Bool { names("MainActor") }
}

private extension DeclModifierListSyntax {
    /// `nonisolated` among the modifiers.
    var holdsNonisolated: Bool { contains { $0.name.tokenKind == .keyword(.nonisolated) } }
}

private extension ClosureExprSyntax {
    /// `{ @MainActor in … }`.
    var isMainActorClosure: Bool { signature?.attributes.namesMainActor ?? false }
}
