/// The storages the code declares, by the name receivers use. A name is the standard storage when every
/// declaration of it holds `Zerk.store`, a custom storage when every one holds `Zerk.newStorage()`, and
/// a storage dilint cannot tell when its declarations disagree: one whose value is not followed is
/// declared as both, and two declarations of one name in different types cannot be told apart.
struct ZerkStorageNames {
    private let custom: Set<String>
    private let standardAliases: Set<String>
    /// Names whose storage cannot be told, each with why.
    private let untoldNames: [String: String]
    /// The custom storages a storage that cannot be told may be.
    let customStorages: [String]

    init(_ declared: [NamedContainerFact]) {
        let customDeclarations = Dictionary(grouping: declared.filter { !$0.isStandard }, by: \.name)
        let standardDeclarations = Dictionary(grouping: declared.filter(\.isStandard), by: \.name)
        var untold: [String: String] = [:]
        for (name, customs) in customDeclarations {
            guard let standards = standardDeclarations[name] else { continue }
            let unfollowed = customs.contains { custom in standards.contains { $0.location == custom.location } }
            untold[name] = !unfollowed ? "'\(name)' names Zerk's standard storage in one place and a custom storage in another"
                : Self.isIdentifier(name) ? "its value is set where dilint does not follow it (an init parameter a caller may fill, or another variable)"
                : "dilint does not follow which storage this expression is"
        }
        untoldNames = untold
        custom = Set(customDeclarations.keys).subtracting(untold.keys)
        standardAliases = Set(standardDeclarations.keys).subtracting(untold.keys)
        customStorages = custom.sorted()
    }

    /// A receiver's text that is not a variable's name (`container()`): see `StorageReceiver.unfollowedName`.
    private static func isIdentifier(_ name: String) -> Bool {
        name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// Why a registration's receiver that no code declares as a storage may still be one: a closure's
    /// parameter (`[Zerk.store].forEach { $0.singleton(…) }`), another type's property (`DI.shared`).
    static func undeclaredReason(_ name: String) -> String {
        "nothing dilint reads declares '\(name)' as a storage, so which one it is (if any) is not followed"
    }

    /// Whether a receiver's name is a storage at all (nil: the standard storage).
    func isKnown(_ storage: String?) -> Bool {
        storage.map { custom.contains($0) || standardAliases.contains($0) || untoldNames[$0] != nil } ?? true
    }

    /// The container a known, told name stands for: nil for the standard storage.
    func container(_ storage: String?) -> String? {
        storage.flatMap { standardAliases.contains($0) ? nil : $0 }
    }

    /// Why the storage a name holds cannot be told, or nil when it can.
    func untold(_ storage: String?) -> String? {
        storage.flatMap { untoldNames[$0] }
    }
}

/// Registrations and requests through a storage dilint cannot tell: they may be in any storage, so
/// what each storage seems to miss may be theirs (no error), and what each holds may be what they ask.
struct UntoldStorage {
    let names: ZerkStorageNames
    let codeClass: CodeClass

    private var containers: [ContainerID] {
        [ContainerID(framework: .zerk, codeClass: codeClass)]
            + names.customStorages.map { ContainerID(framework: .zerk, codeClass: codeClass, storage: $0) }
    }

    func record(_ provider: ProviderFact, why: String, into graph: inout DependencyGraph) {
        graph.unresolved.append(Unresolved(
            framework: .zerk, message: "cannot tell which storage \(Self.subject(provider.storage)) registers into: \(why)",
            location: provider.location))
        for container in containers {
            graph.unreadProviders.append(UnreadProvider(container: container, location: provider.location))
            // What it restores while it builds is asked of that storage too.
            if !provider.dependencies.isEmpty {
                graph.unreadRequests.append(UnreadRequest(container: container, location: provider.location))
            }
        }
    }

    func record(_ request: RequestFact, why: String, into graph: inout DependencyGraph) {
        graph.unresolved.append(Unresolved(
            framework: .zerk, message: "cannot tell which storage `\(request.form)` restores from here (\(Self.subject(request.storage))): \(why)",
            location: request.location))
        for container in containers {
            graph.unreadRequests.append(UnreadRequest(container: container, location: request.location))
        }
    }

    private static func subject(_ storage: String?) -> String {
        storage.map { "'\($0)'" } ?? "this helper's storage parameter"
    }
}
