/// The facts every DI file holds many of (a request per injection, in each provider's dependencies too),
/// read field by field as their synthesized `Codable` form hands each one on, under the same keys: the
/// generic encoder's containers and metadata lookups cost more than the names. Every field is listed
/// (`directFields`), so a test holds a new one to a reading here; one whose form is not spelled out
/// goes through the generic encoder from its own key, as it would anyway.
extension NameCollectingEncoder {
    /// The stored properties each directly read fact hands on, as `Mirror` names them.
    static let directFields: [String: [String]] = [
        "RequestFact": ["framework", "form", "type", "scope", "ownerPath", "timing", "location", "conditions", "storage",
                        "passedArguments", "enclosingFunction", "name", "propertyName", "offMainActor", "implicitlyUnwrapped"],
        "Scope": ["typePath", "genericParameters"],
        "ProviderFact": ["framework", "form", "lifetime", "key", "implementation", "scope", "dependencies", "location", "conditions",
                         "storage", "keyIsListedAlias", "storesClosure", "storesClosureIfFunction", "argumentReads", "orderScope",
                         "initializerReference", "name", "text", "helper", "editPoints", "writtenOnMainActor"],
    ]

    static func collect(_ provider: ProviderFact, at place: Place, into sink: Sink) {
        var reader = FieldReader(place: place, sink: sink)
        reader.string(provider.framework.rawValue, "framework")
        reader.string(provider.form.description, "form")
        reader.string(provider.lifetime.rawValue, "lifetime")
        reader.value(provider.key, "key")
        reader.value(provider.implementation, "implementation")
        reader.value(provider.scope, "scope")
        reader.value(provider.dependencies, "dependencies")
        reader.value(provider.location, "location")
        reader.value(provider.conditions, "conditions")
        reader.string(provider.storage, "storage")
        // keyIsListedAlias, storesClosure, storesClosureIfFunction, writtenOnMainActor: flags, no strings.
        reader.value(provider.argumentReads, "argumentReads")
        reader.string(provider.orderScope, "orderScope")
        reader.value(provider.initializerReference, "initializerReference")
        reader.string(provider.name, "name")
        reader.string(provider.text, "text")
        reader.string(provider.helper, "helper")
        reader.value(provider.editPoints, "editPoints")
    }

    static func collect(_ request: RequestFact, at place: Place, into sink: Sink) {
        var reader = FieldReader(place: place, sink: sink)
        reader.string(request.framework.rawValue, "framework")
        reader.string(request.form, "form")
        reader.value(request.type, "type")
        reader.value(request.scope, "scope")
        reader.strings(request.ownerPath, "ownerPath")
        reader.string(request.timing.rawValue, "timing")
        reader.value(request.location, "location")
        reader.value(request.conditions, "conditions")
        reader.string(request.storage, "storage")
        reader.value(request.passedArguments, "passedArguments")
        reader.strings(request.enclosingFunction, "enclosingFunction")
        reader.string(request.name, "name")
        reader.string(request.propertyName, "propertyName")
        reader.string(request.offMainActor, "offMainActor")
        // implicitlyUnwrapped: a flag, no string.
    }

    static func collect(_ scope: Scope, at place: Place, into sink: Sink) {
        var reader = FieldReader(place: place, sink: sink)
        reader.strings(scope.typePath, "typePath")
        reader.strings(scope.genericParameters, "genericParameters")
    }

    /// An enum with associated values is a keyed container holding one nested container under its
    /// case's name, with the values under their labels (`_0` when unlabelled).
    static func collect(_ source: TypeSource, at place: Place, into sink: Sink) {
        func inCase(_ name: String) -> FieldReader { FieldReader(place: NameCollectingEncoder.place(under: name, in: place), sink: sink) }
        switch source {
        case .written(let type):
            var reader = inCase("written")
            reader.value(type, "_0")
        case .initializerParameter(let owner, let labels, _):
            var reader = inCase("initializerParameter")
            reader.value(owner, "owner")
            reader.strings(labels.compactMap { $0 }, "labels")
        case .storedProperty(let ownerPath, let name):
            var reader = inCase("storedProperty")
            reader.strings(ownerPath, "ownerPath")
            reader.string(name, "name")
        case .functionResult(let reference):
            var reader = inCase("functionResult")
            reader.value(reference, "_0")
        case .staticMember(let owner, let name):
            var reader = inCase("staticMember")
            reader.value(owner, "owner")
            reader.string(name, "name")
        case .unknown(let reason):
            var reader = inCase("unknown")
            reader.string(reason, "reason")
        }
    }

    /// Hands on one keyed container's fields as `Keyed` does.
    private struct FieldReader {
        let place: Place
        let sink: Sink

        mutating func string(_ value: String?, _ key: String) {
            guard let value else { return }
            NameCollectingEncoder.collect(value, at: NameCollectingEncoder.place(under: key, in: place), into: sink)
        }

        /// An array of strings: each under the array's key, the whole array passed over when that key is skipped.
        mutating func strings(_ values: [String]?, _ key: String) {
            guard let values else { return }
            let inner = NameCollectingEncoder.place(under: key, in: place)
            guard !inner.skipped else { return }
            for value in values { NameCollectingEncoder.collect(value, at: inner, into: sink) }
        }

        mutating func value<Value: Encodable>(_ value: Value?, _ key: String) {
            guard let value else { return }
            let inner = NameCollectingEncoder.place(under: key, in: place)
            guard !inner.skipped else { return }
            try? NameCollectingEncoder.encode(value, at: inner, into: sink)
        }
    }
}
