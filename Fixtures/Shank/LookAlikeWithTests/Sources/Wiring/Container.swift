/// A small service locator: factories are looked up by type, and a type without one is built by its
/// `Defaultable` conformance instead of crashing.
public final class Dependencies {
    static var root = Dependencies { }
    private var modules: [String: Module] = [:]
    public init(@ModuleBuilder _ modules: () -> [Module]) {
        modules().forEach { self.modules[$0.name] = $0 }
    }
    public func build() { Self.root = self }
    fileprivate func resolve<T>(for name: String? = nil) -> T {
        if let module = modules[name ?? String(describing: T.self)] { return module.resolve() as! T }
        return (T.self as! Defaultable.Type).makeDefault() as! T
    }
}
public protocol Defaultable { static func makeDefault() -> Any }
public extension Dependencies {
    @resultBuilder struct ModuleBuilder {
        public static func buildBlock(_ modules: Module...) -> [Module] { modules }
    }
}
public struct Module {
    let name: String
    let resolve: () -> Any
    public init<T>(_ name: String? = nil, _ resolve: @escaping () -> T) {
        self.name = name ?? String(describing: T.self)
        self.resolve = resolve
    }
}
@propertyWrapper public struct Injected<Value> {
    public init() {}
    public var wrappedValue: Value { Dependencies.root.resolve() }
}
