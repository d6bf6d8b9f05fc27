/// A start element that names a declaration of the project (`makeModules()`, `Module.network`,
/// `single(PriceRules.self) { StandardPriceRules() }`): the modules written in that declaration stand in its
/// place. For a generic helper the call says what its generic parameters are, hence the arguments.
public struct HelperReference: Codable, Hashable, Sendable {
    public var name: String
    public var text: String
    public var location: SourceLocation
    /// `single<PriceRules>(…)`: the call's explicit generic arguments, in order.
    public var genericArguments: [TypeRef] = []
    /// What each argument of the call says about a type, in the order written (trailing closures last).
    public var arguments: [HelperArgument] = []
    /// Where the call stands: the types its arguments name are resolved here.
    public var scope = Scope()
}

/// A module a declaration of modules returns that is not a literal written in it: another helper's call or
/// read (followed in Link), a subclass instance, or an expression dilint cannot follow (`.opaque`).
public struct HelperForwardFact: Codable, Hashable, Sendable {
    /// The declaration's name: what a start (or another declaration) names to get its modules.
    public var name: String
    public var reference: ModuleReference
    public var location: SourceLocation
    /// The declaring function's parameters, when the module is one of them or is built from them: a call's
    /// arguments are matched to them as Swift matches them.
    public var parameters: [HelperParameter]? = nil
}

public struct HelperArgument: Codable, Hashable, Sendable {
    /// The argument's label, nil when unlabeled (a first trailing closure is unlabeled).
    public var label: String?
    /// `X.self`: the metatype's instance type.
    public var metatype: TypeRef?
    /// The type of the argument's value; for a closure, the type of what it returns.
    public var value: TypeSource?
    /// The concrete type the value is built as, when it can be read off (`StandardPriceRules()`).
    public var implementation: TypeRef?
    public var isClosure = false
    /// Requests the argument makes when it runs (a closure passed as the provider's body).
    public var requests: [RequestFact] = []
    /// The modules the argument passes, read as a start's elements are (`Module { … }`, `NetworkModule()`,
    /// `makeModules()`, a list of them); nil when it is a closure or a metatype.
    public var modules: [ModuleReference]? = nil
}

/// The generic parameters of a helper function a module literal is written in, and what binds each.
public struct HelperSignature: Codable, Hashable, Sendable {
    public var genericParameters: [String]
    public var parameters: [HelperParameter]
}

public struct HelperParameter: Codable, Hashable, Sendable {
    public enum Role: String, Codable, Hashable, Sendable {
        /// `_ type: T.Type`
        case metatype
        /// `_ make: @escaping () -> T`
        case producer
        /// `_ value: T`
        case value
        /// Anything else: binds no generic parameter.
        case other
    }
    /// The argument label callers write, nil for `_`.
    public var label: String?
    /// The name the function's body uses.
    public var name: String
    public var role: Role
    /// The generic parameter the role is about (nil for `.other`).
    public var generic: String?
    public var hasDefault: Bool
}

/// What each generic parameter of a helper stands for at one call, as far as the call says.
enum GenericBinding {
    struct Bound: Equatable {
        var type: TypeSource
        /// What the call builds for it, when an argument says (`{ StandardPriceRules() }`).
        var implementation: TypeRef?
    }

    /// Generic parameter name → the type the call binds it to. A parameter the call does not bind (an
    /// argument dilint cannot read, a label that matches nothing) is absent. An explicit generic argument
    /// or a metatype says the type; a value or a closure's result says it where nothing else does.
    static func bind(_ signature: HelperSignature, at call: HelperReference) -> [String: Bound] {
        var types: [String: TypeSource] = [:]
        var implementations: [String: TypeRef] = [:]
        for (generic, argument) in zip(signature.genericParameters, call.genericArguments) {
            types[generic] = .written(argument)
        }
        let pairs = matched(signature.parameters, call.arguments)
        // A metatype fixes the type; a value or closure passed beside it may be a subtype (`{ SystemClock() }`
        // for `Clock.self`), so when the metatype cannot be read (`single(kind) { … }`), neither can the type.
        var fixedByMetatype: Set<String> = []
        for (parameter, argument) in pairs where parameter.role == .metatype {
            guard let generic = parameter.generic, types[generic] == nil else { continue }
            fixedByMetatype.insert(generic)
            if let metatype = argument.metatype { types[generic] = .written(metatype) }
        }
        for (parameter, argument) in pairs where parameter.role == .producer || parameter.role == .value {
            guard let generic = parameter.generic else { continue }
            if types[generic] == nil, !fixedByMetatype.contains(generic), let value = argument.value { types[generic] = value }
            if implementations[generic] == nil, let implementation = argument.implementation { implementations[generic] = implementation }
        }
        return types.reduce(into: [:]) { bound, entry in
            bound[entry.key] = Bound(type: entry.value, implementation: implementations[entry.key])
        }
    }

    /// Pairs arguments with the parameters they are passed to, as Swift matches them: in order, by label,
    /// a parameter with a default value skipped when its label is not the next argument's; an unlabeled
    /// trailing closure goes to the next parameter that takes a function.
    static func matched(_ parameters: [HelperParameter], _ arguments: [HelperArgument]) -> [(HelperParameter, HelperArgument)] {
        var pairs: [(HelperParameter, HelperArgument)] = []
        var next = parameters.startIndex
        for argument in arguments {
            while next < parameters.endIndex {
                let parameter = parameters[next]
                next += 1
                let trailingClosureFits = argument.isClosure && argument.label == nil && parameter.role == .producer
                if parameter.label == argument.label || trailingClosureFits {
                    pairs.append((parameter, argument))
                    break
                }
                // A parameter the call skips must have a default; otherwise the call is not one dilint understands.
                guard parameter.hasDefault || (argument.isClosure && argument.label == nil) else { return pairs }
            }
        }
        return pairs
    }
}

extension ModuleReference {
    /// Whether the reference is, or passes on, a parameter of the declaration it is written in.
    var namesParameter: Bool {
        switch self {
        case .parameter: return true
        case .helper(let call): return call.arguments.contains { $0.modules?.contains(where: \.namesParameter) ?? false }
        case .literal, .subclass, .opaque: return false
        }
    }
}
