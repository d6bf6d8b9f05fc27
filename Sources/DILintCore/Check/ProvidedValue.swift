/// What a registration's value is at run time, as far as the code proves it: a cast of it to another type
/// (Shank's `as? T`, a key another registration replaced) succeeds or fails by the value's dynamic type.
enum ProvidedValue {
    /// Whether the value is a `wanted`: from the type its provider builds when dilint read it, else from its
    /// key type. A protocol may hold any conforming value, and a class named only as the key any subclass: those
    /// prove nothing against it (nil: unknown).
    static func isA(_ registration: Registration, _ wanted: [String], index: ProjectIndex) -> Bool? {
        if let built = registration.implementation?.nominalPath {
            return verdict(built, wanted, index: index, trusted: [.struct, .enum, .actor, .class])
        }
        guard let key = registration.keyType.nominalPath else { return nil }
        return verdict(key, wanted, index: index, trusted: [.struct, .enum, .actor])
    }

    private static func verdict(_ path: [String], _ wanted: [String], index: ProjectIndex, trusted: Set<TypeKind>) -> Bool? {
        if path == wanted { return true }
        let conforms = index.conforms(path, to: wanted)
        if conforms == true { return true }
        guard let kind = index.type(at: path)?.kind, trusted.contains(kind) else { return nil }
        return conforms
    }
}
