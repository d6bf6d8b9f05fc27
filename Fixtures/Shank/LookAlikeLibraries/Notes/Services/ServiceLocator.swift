import Foundation

/// The app's own registry for services that outlive a scene: filled by hand, read by type name.
final class ServiceLocator {
    static let shared = ServiceLocator()

    private var services: [String: Any] = [:]

    func add<T>(_ service: T) {
        services[String(describing: T.self)] = service
    }

    func resolve<T>() -> T {
        guard let service = services[String(describing: T.self)] as? T else {
            fatalError("\(T.self) not added")
        }
        return service
    }
}

@propertyWrapper
struct Inject<Value> {
    var wrappedValue: Value { ServiceLocator.shared.resolve() }
}
