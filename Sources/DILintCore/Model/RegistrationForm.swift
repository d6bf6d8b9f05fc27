/// How a registration is written, for the notes and fixes that show or rewrite it.
public enum RegistrationForm: Codable, Hashable, Sendable, CustomStringConvertible {
    /// A provider type whose initializer takes the builder: Dirk `Singleton`, Shank `Module`.
    case provider(String)
    /// A lifetime method of the container, Zerk `.singleton(…)`, by the method's name.
    case method(String)

    /// The type's or the method's name: `Singleton`, `singleton`.
    public var name: String { switch self { case .provider(let name), .method(let name): name } }
    /// As notes show it: `Singleton`, `singleton(…)`.
    public var description: String { if case .method = self { "\(name)(…)" } else { name } }
}
