/// The declarations and enclosing declarations of a file fed to a `StableDigest` field by field, without
/// `Codable`: they are most of a file's facts, and the `Codable` walk spent a quarter of its time looking
/// up generic metadata for every container it opened (the digest of every file was 11% of a recording
/// run). Only equality matters, never the bytes of the digest, so this need not match the `Codable` form.
///
/// Each type lists the fields it feeds (`digestedFields`); a test holds every list to the type's stored
/// properties, so a field added later cannot be left out of the digest unnoticed.
protocol FieldDigestible {
    /// The stored properties `digest(into:)` feeds, in declaration order.
    static var digestedFields: [String] { get }
    func digest(into state: StableDigest.State)
}

extension StableDigest.State {
    func mix(_ flag: Bool) { mix(flag ? .yes : .no) }

    func mix(_ strings: [String]) {
        mix(unsigned: UInt64(strings.count))
        for string in strings { mix(string) }
    }

    func mix(_ strings: [String?]) {
        mix(unsigned: UInt64(strings.count))
        for string in strings {
            if let string { mix(string) } else { mix(.null) }
        }
    }

    func mix<Element: FieldDigestible>(_ elements: [Element]) {
        mix(unsigned: UInt64(elements.count))
        for element in elements { element.digest(into: self) }
    }

    func mix<Element: FieldDigestible>(_ element: Element?) {
        if let element { mix(.element); element.digest(into: self) } else { mix(.null) }
    }
}

extension Declarations: FieldDigestible {
    static let digestedFields = ["types", "extensions", "initializers", "typealiases", "functions", "staticProperties",
                                 "generatorAnnotations"]
    func digest(into state: StableDigest.State) {
        state.mix(types)
        state.mix(extensions)
        state.mix(initializers)
        state.mix(typealiases)
        state.mix(functions)
        state.mix(staticProperties)
        state.mix(generatorAnnotations)
    }
}

extension GeneratorAnnotation: FieldDigestible {
    static let digestedFields = ["typePath", "keys", "location"]
    func digest(into state: StableDigest.State) {
        state.mix(typePath)
        state.mix(keys)
        location.digest(into: state)
    }
}

extension TypeDeclaration: FieldDigestible {
    static let digestedFields = ["path", "kind", "inherits", "genericParameters", "storedProperties", "declaresInitializer", "location",
                                 "isMainActor"]
    func digest(into state: StableDigest.State) {
        state.mix(path)
        state.mix(kind.rawValue)
        state.mix(inherits)
        state.mix(genericParameters)
        state.mix(storedProperties)
        state.mix(declaresInitializer)
        location.digest(into: state)
        state.mix(isMainActor)
    }
}

extension StoredProperty: FieldDigestible {
    static let digestedFields = ["name", "type", "hasDefault", "isLet"]
    func digest(into state: StableDigest.State) {
        state.mix(name)
        state.mix(type)
        state.mix(hasDefault)
        state.mix(isLet)
    }
}

extension ExtensionDeclaration: FieldDigestible {
    static let digestedFields = ["extendedPath", "inherits", "location"]
    func digest(into state: StableDigest.State) {
        state.mix(extendedPath)
        state.mix(inherits)
        location.digest(into: state)
    }
}

extension InitializerDeclaration: FieldDigestible {
    static let digestedFields = ["ownerPath", "parameters", "location"]
    func digest(into state: StableDigest.State) {
        state.mix(ownerPath)
        state.mix(parameters)
        location.digest(into: state)
    }
}

extension InitializerDeclaration.Parameter: FieldDigestible {
    static let digestedFields = ["label", "type", "hasDefault"]
    func digest(into state: StableDigest.State) {
        if let label { state.mix(label) } else { state.mix(.null) }
        type.digest(into: state)
        state.mix(hasDefault)
    }
}

extension TypealiasDeclaration: FieldDigestible {
    static let digestedFields = ["path", "target", "location", "genericParameters"]
    func digest(into state: StableDigest.State) {
        state.mix(path)
        target.digest(into: state)
        location.digest(into: state)
        state.mix(genericParameters)
    }
}

extension FunctionDeclaration: FieldDigestible {
    static let digestedFields = ["scopePath", "name", "labels", "returnType", "isStatic", "location", "returnsOpaqueType"]
    func digest(into state: StableDigest.State) {
        state.mix(scopePath)
        state.mix(name)
        state.mix(labels)
        state.mix(returnType)
        state.mix(isStatic)
        location.digest(into: state)
        state.mix(returnsOpaqueType)
    }
}

extension StaticPropertyDeclaration: FieldDigestible {
    static let digestedFields = ["ownerPath", "name", "type"]
    func digest(into state: StableDigest.State) {
        state.mix(ownerPath)
        state.mix(name)
        state.mix(type)
    }
}

extension EnclosingDeclaration: FieldDigestible {
    static let digestedFields = ["path", "lines"]
    func digest(into state: StableDigest.State) {
        state.mix(path)
        state.mix(signed: Int64(lines.lowerBound))
        state.mix(signed: Int64(lines.upperBound))
    }
}

extension SourceLocation: FieldDigestible {
    static let digestedFields = ["file", "line", "column"]
    func digest(into state: StableDigest.State) {
        state.mix(file)
        state.mix(signed: Int64(line))
        state.mix(signed: Int64(column))
    }
}

extension TypeRef.NameComponent: FieldDigestible {
    static let digestedFields = ["name", "genericArguments"]
    func digest(into state: StableDigest.State) {
        state.mix(name)
        state.mix(genericArguments)
    }
}

extension TypeRef: FieldDigestible {
    /// An enum: each case is a tag and its payload (the switch below is exhaustive, so a new case
    /// does not compile until it is fed).
    static let digestedFields: [String] = []
    func digest(into state: StableDigest.State) {
        switch self {
        case .named(let components): state.mix(unsigned: 1); state.mix(components)
        case .optional(let wrapped): state.mix(unsigned: 2); wrapped.digest(into: state)
        case .array(let element): state.mix(unsigned: 3); element.digest(into: state)
        case .dictionary(let key, let value): state.mix(unsigned: 4); key.digest(into: state); value.digest(into: state)
        case .composition(let members): state.mix(unsigned: 5); state.mix(members)
        case .function(let parameters, let result): state.mix(unsigned: 6); state.mix(parameters); result.digest(into: state)
        case .tuple(let members): state.mix(unsigned: 7); state.mix(members)
        case .metatype(let instance): state.mix(unsigned: 8); instance.digest(into: state)
        case .unknown(let text): state.mix(unsigned: 9); state.mix(text)
        }
    }
}
