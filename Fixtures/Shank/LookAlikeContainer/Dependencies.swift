// A home-grown container that borrows Shank's names but not its semantics: registrations are
// keyed by explicit identifiers and resolved on demand, with a fallback value.

@resultBuilder
struct RegistrationBuilder {
    static func buildBlock(_ modules: Module...) -> [Module] { modules }
}

struct Module {
    let id: String
    let make: () -> Any

    init(_ id: String = "default", _ make: @escaping () -> Any) {
        self.id = id
        self.make = make
    }
}

final class Dependencies {
    static var current: Dependencies?
    private var modules: [String: Module] = [:]

    init(@RegistrationBuilder _ modules: () -> [Module]) {
        for module in modules() { self.modules[module.id] = module }
    }

    func build() { Dependencies.current = self }

    func resolve<T>(_ id: String, fallback: T) -> T {
        modules[id]?.make() as? T ?? fallback
    }
}

@propertyWrapper
struct Inject<Value> {
    let wrappedValue: Value
    init(_ id: String, fallback: Value) {
        wrappedValue = Dependencies.current?.resolve(id, fallback: fallback) ?? fallback
    }
}
