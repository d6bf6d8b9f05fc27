//
//  DIContainer.swift
//  AppDI (private pod)
//
//  Adapted from Shank: one container per layer, and the property wrapper says which one to use.
//

public final class DIContainer {
    /// The container requests use when they name none.
    public static let app = DIContainer()
    public static let useCases = DIContainer()
    public static let repositories = DIContainer()

    private var dependencies = [String: Dependency]()

    public init() {}

    public func register(@DependencyBuilder _ dependencies: () -> [Dependency]) {
        dependencies().forEach { self.dependencies[$0.name] = $0 }
    }

    func resolve<T>(for name: String? = nil) -> T {
        let key = name ?? String(describing: T.self)
        guard let value = dependencies[key]?.make() as? T else {
            fatalError("Dependency '\(key)' not resolved!")
        }
        return value
    }
}

@resultBuilder
public enum DependencyBuilder {
    public static func buildBlock(_ dependencies: Dependency...) -> [Dependency] { dependencies }
}

public struct Dependency {
    let name: String
    let make: () -> Any

    public init<T>(_ name: String? = nil, _ make: @escaping () -> T) {
        self.name = name ?? String(describing: T.self)
        self.make = make
    }
}

@propertyWrapper
public final class Inject<Value> {
    private let container: DIContainer
    private let name: String?
    private lazy var value: Value = container.resolve(for: name)

    public var wrappedValue: Value { value }

    public init(from container: DIContainer = .app, _ name: String? = nil) {
        self.container = container
        self.name = name
    }
}
