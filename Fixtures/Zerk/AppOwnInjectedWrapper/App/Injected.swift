import Zerk

/// The app's own wrapper: falls back to a default when the storage has nothing.
@propertyWrapper
struct Injected<Value> {
    private let make: () -> Value
    init(default make: @escaping @autoclosure () -> Value) { self.make = make }
    var wrappedValue: Value { make() }
}
