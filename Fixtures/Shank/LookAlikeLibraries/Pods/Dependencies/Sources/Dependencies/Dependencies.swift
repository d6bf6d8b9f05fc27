// A small DI library whose DSL looks like Shank's: `Dependencies { Dependency { … } }` and `@Injected`.
// It keys by the type's identity and resolves through a global registry of its own.

public final class Dependencies {
    static var main = Dependencies()
    private var factories: [ObjectIdentifier: () -> Any] = [:]

    public init(@DependencyBuilder _ content: () -> [Dependency]) {
        content().forEach { factories[$0.key] = $0.make }
    }

    public func build() {
        Dependencies.main = self
    }

    func resolve<T>(_ type: T.Type = T.self) -> T {
        guard let value = factories[ObjectIdentifier(type)]?() as? T else {
            preconditionFailure("No dependency for \(type)")
        }
        return value
    }
}

@resultBuilder
public enum DependencyBuilder {
    public static func buildBlock(_ dependencies: Dependency...) -> [Dependency] { dependencies }
}

public struct Dependency {
    let key: ObjectIdentifier
    let make: () -> Any

    public init<T>(_ make: @escaping () -> T) {
        self.key = ObjectIdentifier(T.self)
        self.make = make
    }
}

@propertyWrapper
public struct Injected<Value> {
    public var wrappedValue: Value

    public init() {
        wrappedValue = Dependencies.main.resolve()
    }
}
