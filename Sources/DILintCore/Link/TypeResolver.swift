/// Resolves types as written in a scope to the declarations they name, the way Swift's name lookup
/// does for the cases DI code uses: innermost enclosing type outward, then top level; typealiases are
/// transparent. Types that are not declared in the analysed code stay as written.
struct TypeResolver {
    let index: ProjectIndex

    /// Modules of Apple's SDKs and the standard library's neighbours, whose names qualify types the
    /// analysed code does not declare.
    static let sdkModules: Set<String> = [
        "Foundation", "UIKit", "AppKit", "SwiftUI", "Combine", "CoreData", "CoreGraphics", "CoreLocation",
        "CoreMotion", "AVFoundation", "MapKit", "WebKit", "StoreKit", "Network", "CryptoKit", "Security",
        "OSLog", "os", "Dispatch", "Observation", "SwiftData", "UserNotifications", "Photos", "HealthKit",
        "CloudKit", "AuthenticationServices", "LocalAuthentication", "CoreBluetooth", "Contacts", "EventKit",
    ]

    func resolve(_ type: TypeRef, in scope: [String], depth: Int = 0) -> TypeRef {
        guard depth < 16 else { return type }
        return type.mappingNamed { resolveNamed($0, in: scope, depth: depth) }
    }

    private func resolveNamed(_ components: [TypeRef.NameComponent], in scope: [String], depth: Int) -> TypeRef {
        guard let first = components.first else { return .named(components) }
        let arguments = { (component: TypeRef.NameComponent) in
            component.genericArguments.map { self.resolve($0, in: scope, depth: depth + 1) }
        }
        // Each component's arguments are resolved once: resolving them again for every scope tried made
        // nested generics cost (scopes + 1) to the power of their depth.
        let firstArguments = arguments(first)
        // Find the first component from the innermost scope outward.
        var resolved: [TypeRef.NameComponent]?
        for length in stride(from: scope.count, through: 0, by: -1) where index.mayDeclare(in: scope.prefix(length)) {
            let candidate = Array(scope.prefix(length)) + [first.name]
            if let expanded = expand(candidate, genericArguments: firstArguments, depth: depth) {
                // An alias of sugar (`typealias MaybeLogger = Logger?`) is that type, at the end of a path too
                // (`Feature.Log`): a framework that strips an Optional strips it here as well.
                if case .sugar(let type) = expanded, components.count == 1, first.genericArguments.isEmpty { return type }
                resolved = expanded.components
                break
            }
        }
        // `App.FeedLoader` where `App` is not a type: a module qualifier, which the keys leave out;
        // so is an SDK module's (`Foundation.URLSession` is the `URLSession` written elsewhere).
        if resolved == nil, components.count > 1, first.genericArguments.isEmpty,
           expand([components[1].name], genericArguments: [], depth: depth) != nil || Self.sdkModules.contains(first.name) {
            return resolveNamed(Array(components.dropFirst()), in: [], depth: depth)
        }
        var path = resolved ?? [TypeRef.NameComponent(first.name, genericArguments: firstArguments)]
        for (position, component) in components.enumerated().dropFirst() {
            let candidate = path.map(\.name) + [component.name]
            let componentArguments = arguments(component)
            if resolved != nil, let expanded = expand(candidate, genericArguments: componentArguments, depth: depth) {
                if case .sugar(let type) = expanded, position == components.count - 1, component.genericArguments.isEmpty { return type }
                path = expanded.components
            } else {
                path.append(TypeRef.NameComponent(component.name, genericArguments: componentArguments))
            }
        }
        return .normalizedNamed(path)
    }

    /// What a name at `path` stands for: the components of a declared type or of a typealias's named
    /// target, or the target itself when it is sugar (an Optional, an array, a function).
    private enum Expansion {
        case path([TypeRef.NameComponent])
        case sugar(TypeRef)

        /// Sugar inside a longer path (`Names.Element`) stays as written, whole.
        var components: [TypeRef.NameComponent] {
            switch self {
            case .path(let components): return components
            case .sugar(let type): return [TypeRef.NameComponent(type.canonical)]
            }
        }
    }

    /// The declared type at `path`, or the target of a typealias there.
    private func expand(_ path: [String], genericArguments: [TypeRef], depth: Int) -> Expansion? {
        guard index.mayDeclare(in: path.dropLast()) else { return nil }
        if index.declaresType(at: path) {
            var components = path.map { TypeRef.NameComponent($0) }
            components[components.count - 1].genericArguments = genericArguments
            return .path(components)
        }
        if let alias = index.aliasDeclaration(at: path) {
            // `Repo<User>` for `typealias Repo<T> = Repository<T>` is `Repository<User>`; written with other
            // arguments than it declares, it is left as written (dilint cannot tell what it names).
            guard alias.genericParameters.count == genericArguments.count || (alias.genericParameters.isEmpty && genericArguments.isEmpty)
            else { return nil }
            let substituted = alias.target.substituting(Dictionary(zip(alias.genericParameters, genericArguments)) { first, _ in first })
            let target = resolve(substituted, in: Array(path.dropLast()), depth: depth + 1)
            if case .named(let components) = target { return .path(components) }
            return .sugar(target)
        }
        return nil
    }
}
