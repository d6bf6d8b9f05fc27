/// The type Shank's key `String(describing: T.self)` prints, as opposed to the type as written: the
/// runtime leaves marker protocols out of a composition, so `any P & Sendable` prints 'P', `any Sendable`
/// 'Any'. A key dilint spelt otherwise would miss the registration the app really finds.
extension TypeRef {
    var shankRuntimeName: TypeRef {
        mappingNamed { components in
            if TypeRef.named(components).isMarkerProtocol { return .path(["Any"]) }
            return .named(components.map { component in
                NameComponent(component.name, genericArguments: component.genericArguments.map(\.shankRuntimeName))
            })
        }
    }

    /// A protocol with no requirements the runtime keeps: it names no existential of its own.
    private var isMarkerProtocol: Bool {
        self == .path(["Sendable"]) || self == .path(["Swift", "Sendable"])
    }
}
