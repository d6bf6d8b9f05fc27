import Foundation
open class Dependencies {
    private var modules = [String: Module]()
    public init(@ModuleBuilder _ modules: () -> [Module]) { modules().forEach { add(module: $0) } }
    public init(@ModuleBuilder _ module: () -> Module) { add(module: module()) }
    open func build() { Self.root = self }
    fileprivate init() {}
}
private extension Dependencies {
    static var root = Dependencies()
    func add(module: Module) { modules[module.name] = module }
    func resolve<T>(for name: String? = nil) -> T {
        let name = name ?? String(describing: T.self)
        guard let component: T = modules[name]?.resolve() as? T else { fatalError("Dependency '\(T.self)' not resolved!") }
        return component
    }
}
public extension Dependencies {
    @_functionBuilder struct ModuleBuilder {
        public static func buildBlock(_ modules: Module...) -> [Module] { modules }
        public static func buildBlock(_ module: Module) -> Module { module }
    }
}
extension Dependencies { static func resolveRoot<T>(_ name: String?) -> T { root.resolve(for: name) } }
