extension Registration {
    /// The type the provider builds, when the code dilint sees proves it does not conform to the key it is
    /// stored under (every supertype declared in the analysed code, none of them the key); nil when it
    /// conforms or cannot be known.
    func builtTypeNotConforming(in index: ProjectIndex) -> [String]? {
        guard let built = implementation?.nominalPath, index.declaresType(at: built),
              let key = keyType.nominalPath, built != key, index.conforms(built, to: key) == false else { return nil }
        return built
    }
}
