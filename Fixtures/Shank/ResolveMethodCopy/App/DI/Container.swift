import Foundation

/// Vendored from Shank, with a public resolver for code that cannot use property wrappers.
open class DIContainer {
    private var modules = [String: DIModule]()

    public init(@DIModuleBuilder _ modules: () -> [DIModule]) {
        modules().forEach { add(module: $0) }
    }

    public init(@DIModuleBuilder _ module: () -> DIModule) {
        add(module: module())
    }

    open func build() {
        Self.root = self
    }

    fileprivate init() {}

    public static func resolve<T>(_ name: String? = nil) -> T {
        root.resolve(for: name)
    }
}

private extension DIContainer {
    static var root = DIContainer()

    func add(module: DIModule) {
        modules[module.name] = module
    }

    func resolve<T>(for name: String? = nil) -> T {
        let name = name ?? String(describing: T.self)
        guard let component: T = modules[name]?.resolve() as? T else {
            fatalError("Dependency '\(T.self)' not resolved!")
        }
        return component
    }
}

@resultBuilder public struct DIModuleBuilder {
    public static func buildBlock(_ modules: DIModule...) -> [DIModule] { modules }
    public static func buildBlock(_ module: DIModule) -> DIModule { module }
}

public struct DIModule {
    fileprivate let name: String
    fileprivate let resolve: () -> Any

    public init<T>(_ name: String? = nil, _ resolve: @escaping () -> T) {
        self.name = name ?? String(describing: T.self)
        self.resolve = resolve
    }
}

@propertyWrapper
public final class Resolved<Value> {
    private let name: String?
    private var storage: Value?

    public var wrappedValue: Value {
        storage ?? {
            let value: Value = DIContainer.resolve(name)
            storage = value
            return value
        }()
    }

    public init() { self.name = nil }
    public init(_ name: String) { self.name = name }
}
