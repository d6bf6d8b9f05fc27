/// One mistake, one finding: a module type that is never passed to `Dirk.start` (or a Shank container
/// that is never built) leaves every key it provides missing. Instead of one `unregistered-type` error
/// per key, each with the same note, the module gets one error with a note at each request it would
/// have served.
enum UnusedModuleGrouping {
    private struct ModuleInstance: Hashable {
        var framework: Framework
        var name: String
        var containerInstance: String?
    }

    private struct Module: Hashable {
        var framework: Framework
        var name: String
        var location: SourceLocation
    }

    static func grouped(_ diagnostics: [Diagnostic], graph: DependencyGraph) -> [Diagnostic] {
        var modulesByKey: [String: Set<Module>] = [:]
        // Each literal module's first provider, found in one pass over the registrations, not one per registration.
        var firstProvider: [ModuleInstance: SourceLocation] = [:]
        for registration in graph.inactiveRegistrations {
            guard let name = registration.moduleName else { continue }
            WorkCount.add(.unusedModuleRegistrations)
            let instance = ModuleInstance(framework: registration.framework, name: name, containerInstance: registration.containerInstance)
            firstProvider[instance] = min(firstProvider[instance] ?? registration.location, registration.location)
        }
        for registration in graph.inactiveRegistrations {
            guard let name = registration.moduleName else { continue }
            // A module subclass is pointed at by its declaration, a literal module by its first provider.
            let declared = graph.index.type(at: name.split(separator: ".").map(String.init))?.location
            let first = declared
                ?? firstProvider[ModuleInstance(framework: registration.framework, name: name, containerInstance: registration.containerInstance)]
                ?? registration.location
            modulesByKey["\(registration.framework.rawValue):\(registration.key)", default: []]
                .insert(Module(framework: registration.framework, name: name, location: first))
        }
        var kept: [Diagnostic] = []
        var served: [Module: [Diagnostic]] = [:]
        for diagnostic in diagnostics {
            // Only an error whose key one unused module alone would provide has that module as its cause.
            guard diagnostic.severity == .error, let framework = diagnostic.framework, let key = diagnostic.type,
                  let modules = modulesByKey["\(framework.rawValue):\(key)"], modules.count == 1, let module = modules.first
            else {
                kept.append(diagnostic)
                continue
            }
            served[module, default: []].append(diagnostic)
        }
        for module in served.keys.sorted(by: { ($0.location, $0.name) < ($1.location, $1.name) }) {
            let requests = served[module]!
            let unused = module.framework.plugin.wording.unused(module.name)
            let keys = Set(requests.compactMap(\.type)).sorted()
            let crash = requests.count == 1 ? "the request it would serve crashes" : "the \(requests.count) requests it would serve crash"
            kept.append(Diagnostic(
                rule: UnregisteredTypeRule.id, severity: .error, framework: module.framework,
                message: "\(unused), so \(crash) at run time (\(keys.map { "'\($0)'" }.joined(separator: ", ")))",
                location: module.location, type: keys.count == 1 ? keys[0] : nil,
                notes: requests.sorted { $0.location < $1.location }.map { .init("'\($0.type ?? "")' is requested here", at: $0.location) },
                subject: .unregisteredKey, sites: requests.flatMap(\.sites)))
        }
        return kept
    }
}
