import DILintCore

/// Which registrations serve which requests, as the rules resolve them: same framework, same named
/// container, same key (and name, for a request by name); a test request also sees the app's
/// registrations. Built once per analysis, read by navigation, hover and code lenses.
struct ProviderIndex {
    private var registrationsByScope: [RegistryScope: [Registration]] = [:]
    private var requestsByScope: [RegistryScope: [Request]] = [:]
    private(set) var registrationsByFile: [String: [Registration]] = [:]
    private(set) var requestsByFile: [String: [Request]] = [:]
    /// Modules (Dirk `Module` subclasses, Shank modules) by the file declaring them, with the keys they register.
    private(set) var modulesByFile: [String: [Module]] = [:]
    private var index: ProjectIndex?

    struct Module {
        var name: String
        var location: SourceLocation
        var registrations: [Registration]
    }

    init() {}

    init(_ graph: DependencyGraph) {
        index = graph.index
        var byModule: [String: [Registration]] = [:]
        for registration in graph.registrations {
            registrationsByScope[RegistryScope(registration), default: []].append(registration)
            registrationsByFile[registration.location.file, default: []].append(registration)
            if let module = registration.moduleName { byModule[module, default: []].append(registration) }
        }
        for request in graph.requests {
            requestsByScope[RegistryScope(request), default: []].append(request)
            requestsByFile[request.location.file, default: []].append(request)
        }
        for (name, registrations) in byModule.sorted(by: { $0.key < $1.key }) {
            guard let location = graph.index.type(at: name.split(separator: ".").map(String.init))?.location else { continue }
            modulesByFile[location.file, default: []].append(Module(name: name, location: location, registrations: registrations))
        }
    }

    func serving(_ request: Request) -> [Registration] {
        registrationsByScope[RegistryScope(request), default: []]
            .filter { $0.serves(request) }
            .sorted { $0.location < $1.location }
    }

    func served(by registration: Registration) -> [Request] {
        requestsByScope[RegistryScope(registration), default: []]
            .filter { registration.serves($0) }
            .sorted { $0.location < $1.location }
    }

    /// Other requests of the same key a request's container asks for, itself included.
    func requests(like request: Request) -> [Request] {
        requestsByScope[RegistryScope(request), default: []]
            .filter { $0.codeClass == request.codeClass && $0.name == request.name }
            .sorted { $0.location < $1.location }
    }

    /// Where the type a registration builds is declared in the analysed code.
    func declaration(of type: TypeRef?) -> SourceLocation? {
        guard let type, let index else { return nil }
        if let path = type.nominalPath, let found = index.type(at: path) { return found.location }
        let candidates = index.types(named: type.lastName)
        return candidates.count == 1 ? index.type(at: candidates[0])?.location : nil
    }
}
