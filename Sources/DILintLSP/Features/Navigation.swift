import DILintCore

/// Go to definition, find references and go to implementation, from the site at the cursor.
enum Navigation {
    /// From a request, the registrations that serve it; from a registration, the type it builds.
    static func definition(of site: Site, providers: ProviderIndex) -> [SourceLocation] {
        switch site {
        case .request(let request): return providers.serving(request).map(\.location)
        case .registration(let registration): return providers.declaration(of: registration.implementation).map { [$0] } ?? []
        case .module: return []
        }
    }

    /// From a registration or a module, every request it serves; from a request, every request of its key
    /// in its container, and with `includeDeclaration` the registrations serving them.
    static func references(of site: Site, providers: ProviderIndex, includeDeclaration: Bool) -> [SourceLocation] {
        switch site {
        case .registration(let registration):
            return (includeDeclaration ? [registration.location] : []) + providers.served(by: registration).map(\.location)
        case .module(let module):
            let served = Set(module.registrations.flatMap { providers.served(by: $0) }.map(\.location))
            return (includeDeclaration ? [module.location] : []) + served.sorted()
        case .request(let request):
            let declarations = includeDeclaration ? providers.serving(request).map(\.location) : []
            return declarations + providers.requests(like: request).map(\.location)
        }
    }

    /// The types registered under the key at the cursor: each registration's built type where it is
    /// declared in the analysed code, else the registration itself.
    static func implementations(of site: Site, providers: ProviderIndex) -> [SourceLocation] {
        let registrations: [Registration]
        switch site {
        case .request(let request): registrations = providers.serving(request)
        case .registration(let registration): registrations = [registration]
        case .module(let module): registrations = module.registrations
        }
        var seen = Set<SourceLocation>()
        return registrations.compactMap { registration in
            let place = providers.declaration(of: registration.implementation) ?? registration.location
            return seen.insert(place).inserted ? place : nil
        }
    }
}
