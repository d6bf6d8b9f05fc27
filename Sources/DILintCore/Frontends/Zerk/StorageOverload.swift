/// A builder whose parameters Swift types as exactly `DependencyRestoring`, or `DependencyRestoring` and
/// `DependencyArguments`, selects the storage overloads (`(DependencyRestoring) -> D`, `(DependencyRestoring,
/// DependencyArguments) -> D`): Swift prefers them to the generic typed ones. `{ storage in Player(resolver:
/// storage) }` and `.singleton(Player.init(resolver:))` pass the storage on; they restore no
/// `DependencyRestoring`. Any other parameter types (a `DependencyStoring`, a third parameter) are the typed
/// overloads, which do restore them.
enum StorageOverload {
    static let closureParameterForm = "closure parameter "

    static func isClosureParameter(_ form: String) -> Bool { form.hasPrefix(closureParameterForm) }

    /// Whether builder parameters of these (resolved) types select a storage overload.
    static func selected(by parameterTypes: [TypeRef]) -> Bool {
        switch parameterTypes.count {
        case 1: return names(parameterTypes[0], "DependencyRestoring")
        case 2: return names(parameterTypes[0], "DependencyRestoring") && names(parameterTypes[1], ZerkVocabulary.argumentsType)
        default: return false
        }
    }

    private static func names(_ type: TypeRef, _ name: String) -> Bool {
        guard case .named(let components) = type, let last = components.last else { return false }
        return last.name == name && last.genericArguments.isEmpty
    }
}
