/// Zerk 1.x: registrations on a storage, keys `String(describing:)` (unqualified); `restore` strips one
/// `Optional`. Nothing to start.
enum ZerkPlugin: FrameworkPlugin {
    static let framework = Framework.zerk
    static let displayName = "Zerk"
    static let importNames: Set<String> = ["Zerk"]
    static let frontend: any Frontend.Type = ZerkFrontend.self

    static func link(_ files: [FileFacts], context: LinkContext, into graph: inout DependencyGraph) {
        ZerkLinker(context: context).link(files, into: &graph)
    }

    static func registrationKey(of type: TypeRef) -> String { type.unqualified }

    static func lookedUpType(of requested: TypeRef) -> TypeRef {
        if case .optional(let wrapped) = requested { return wrapped }
        return requested
    }

    static let wording = FrameworkWording(
        defaultContainer: "standard storage", namedContainer: "custom storage",
        unreadProvider: { "this \($0) registration stores" }, requestVerb: "restores",
        lazyAlternative: "an @Injected property read after construction, or a restore() that runs later",
        unusedGroup: "is never used",
        // An `@Injected` wrapper keeps a scoped instance for its own life, so scoped needs `restore()`.
        shortLived: { lifetime in
            lifetime == .scoped
                ? ("scoped", "restore() it where it is used, which builds a new one each time")
                : ("transient", "read it through an @Injected property, which builds a transient on each read")
        },
        registerAs: { form, built, wanted in
            "register it as '.\(form.name)(\(built)(…) as \(wanted))' (from a builder closure, return '… as \(wanted)'), or list '\(wanted).self' before the builder"
        },
        placeToRegister: { key, _, _, first in
            guard let place = first?.location else { return nil }
            return .init("nothing registers '\(key)' yet: register it with .singleton, .scoped or .transient where the storage is filled, as here", at: place)
        })
}
