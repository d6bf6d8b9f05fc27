import Foundation

/// The app's own locator; ZamzamCore (2020 and later) has no container of its own.
final class ServiceLocator {
    static let shared = ServiceLocator()
    private var factories: [ObjectIdentifier: () -> Any] = [:]

    func register<T>(_ factory: @escaping () -> T) {
        factories[ObjectIdentifier(T.self)] = factory
    }

    func resolve<T>() -> T {
        guard let value = factories[ObjectIdentifier(T.self)]?() as? T else {
            preconditionFailure("\(T.self) is not registered")
        }
        return value
    }
}

@propertyWrapper
struct Inject<Value> {
    var wrappedValue: Value { ServiceLocator.shared.resolve() }
}
