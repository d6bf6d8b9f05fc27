// Shank copy whose builder also takes `for` loops (buildArray).
open class Dependencies {
    static var root = Dependencies()
    private var modules = [String: Module]()
    init(@ModuleBuilder _ modules: () -> [Module]) { modules().forEach { self.modules[$0.name] = $0 } }
    private init() {}
    func build() { Self.root = self }
    func resolve<T>(for name: String? = nil) -> T {
        guard let c = modules[name ?? String(describing: T.self)]?.resolve() as? T else { fatalError("Dependency '\(T.self)' not resolved!") }
        return c
    }
}
struct Module {
    let name: String
    let resolve: () -> Any
    init<T>(_ name: String? = nil, _ resolve: @escaping () -> T) { self.name = name ?? String(describing: T.self); self.resolve = resolve }
}
@resultBuilder enum ModuleBuilder {
    static func buildExpression(_ m: Module) -> [Module] { [m] }
    static func buildBlock(_ parts: [Module]...) -> [Module] { parts.flatMap { $0 } }
    static func buildArray(_ parts: [[Module]]) -> [Module] { parts.flatMap { $0 } }
}
@propertyWrapper final class Inject<Value> {
    private let name: String?
    init(_ name: String? = nil) { self.name = name }
    var wrappedValue: Value { Dependencies.root.resolve(for: name) }
}
