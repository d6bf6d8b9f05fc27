/// The type Shank's key `String(describing: T.self)` prints, as opposed to the type as written: the
/// runtime leaves marker protocols out of a composition, so `any P & Sendable` prints 'P', `any Sendable`
/// 'Any'. A key dilint spelt otherwise would miss the registration the app really finds.
extension TypeRef {
    var shankRuntimeName: TypeRef {
        switch self {
        case .named(let components):
            if isMarkerProtocol { return .path(["Any"]) }
            return .named(components.map { component in
                TypeRef.NameComponent(component.name, genericArguments: component.genericArguments.map(\.shankRuntimeName))
            })
        case .optional(let wrapped): return .optional(wrapped.shankRuntimeName)
        case .array(let element): return .array(element.shankRuntimeName)
        case .dictionary(let key, let value): return .dictionary(key: key.shankRuntimeName, value: value.shankRuntimeName)
        case .composition(let members):
            let kept = members.filter { !$0.isMarkerProtocol }.map(\.shankRuntimeName)
            if kept.isEmpty { return .path(["Any"]) }
            return kept.count == 1 ? kept[0] : .composition(kept)
        case .function(let parameters, let result):
            return .function(parameters: parameters.map(\.shankRuntimeName), result: result.shankRuntimeName)
        case .tuple(let elements): return .tuple(elements.map(\.shankRuntimeName))
        case .metatype(let base): return .metatype(base.shankRuntimeName)
        case .unknown: return self
        }
    }

    /// A protocol with no requirements the runtime keeps: it names no existential of its own.
    private var isMarkerProtocol: Bool {
        self == .path(["Sendable"]) || self == .path(["Swift", "Sendable"])
    }
}
