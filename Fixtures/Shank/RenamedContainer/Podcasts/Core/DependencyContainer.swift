//
//  DependencyContainer.swift
//  Podcasts
//
//  Based on Shank (https://github.com/basememara/Shank), renamed to fit the app.
//

/// A dependency collection that provides resolutions for object instances.
open class DependencyContainer {
    /// Stored object instance factories.
    private var modules = [String: Module]()

    fileprivate init() {}
    deinit { modules.removeAll() }
}

extension DependencyContainer {
    /// Composition root container of dependencies.
    static var root = DependencyContainer()

    /// Registers the modules of the builder into this container.
    func register(@ModuleBuilder _ modules: () -> [Module]) {
        modules().forEach { add(module: $0) }
    }

    /// Registers a single module into this container.
    func register(@ModuleBuilder _ module: () -> Module) {
        add(module: module())
    }
}

private extension DependencyContainer {
    func add(module: Module) {
        modules[module.name] = module
    }
}

extension DependencyContainer {
    /// Resolves through inference and returns an instance of the given type from the current default container.
    func resolve<T>(for name: String? = nil) -> T {
        let name = name ?? String(describing: T.self)

        guard let component: T = modules[name]?.resolve() as? T else {
            fatalError("Dependency '\(T.self)' not resolved!")
        }

        return component
    }
}

@_functionBuilder
enum ModuleBuilder {
    static func buildBlock(_ modules: Module...) -> [Module] { modules }
    static func buildBlock(_ module: Module) -> Module { module }
}

/// A type that contributes to the object graph.
struct Module {
    fileprivate let name: String
    fileprivate let resolve: () -> Any

    init<T>(_ name: String? = nil, _ resolve: @escaping () -> T) {
        self.name = name ?? String(describing: T.self)
        self.resolve = resolve
    }
}

/// Resolves an instance from the dependency injection container.
@propertyWrapper
final class Inject<Value> {
    private let name: String?
    private var storage: Value?

    var wrappedValue: Value {
        storage ?? {
            let value: Value = DependencyContainer.root.resolve(for: name)
            storage = value
            return value
        }()
    }

    init() {
        self.name = nil
    }

    init(_ name: String) {
        self.name = name
    }
}
