/// The parts of `.dilint.yml` that `dilint init` fills from what it found in the code: the modules that
/// re-export a framework and the names of a renamed copy of Shank. dilint finds both by itself while
/// they stay in the scanned code; written down, they keep working when the code that shows them does
/// not (a provider module turned into a binary, a copy moved out of `Pods/`).
enum DetectedConfiguration {
    static func providersSection(_ modules: [String: Framework]) -> String {
        providers(modules) ?? """
            # Modules that provide a framework: a binary framework or package that ships or re-exports it
            # (`@_exported import` in the scanned code is found without this).
            # providers:
            #   zerk: [Platform]
            """
    }

    static func shankSection(_ copies: [ShankDialect]) -> String {
        shank(copies) ?? """
            # The names of a copy of Shank that is not in the scanned code (docs/framework-copies.md);
            # copies in the code, under Vendor/ or Pods/ are recognised with their own names.
            # shank:
            #   container: DependencyContainer
            #   module: Module
            #   register: register
            """
    }

    /// The module a copy of Shank is built into when it is not the app's own: a private pod
    /// (`Pods/<Name>/…`) or a package module (`Sources/<Module>/…`). App files `import` that module, and
    /// once the copy is out of the scanned code only `providers:` says the import means Shank.
    static func copyModules(_ copies: [ShankDialect]) -> [String: Framework] {
        var modules: [String: Framework] = [:]
        for copy in copies {
            let components = copy.definedAt.file.split(separator: "/").map(String.init)
            if let pods = components.firstIndex(of: "Pods"), pods + 2 < components.count {
                modules[components[pods + 1]] = .shank
            } else if let module = ExportedImports.packageModuleName(of: copy.definedAt.file) {
                modules[module] = .shank
            }
        }
        return modules
    }

    /// `providers:` with the modules found, or nil when none was.
    static func providers(_ modules: [String: Framework]) -> String? {
        guard !modules.isEmpty else { return nil }
        let byFramework = Dictionary(grouping: modules.keys.sorted()) { modules[$0]! }
        let lines = byFramework.keys.sorted().map { "  \($0.rawValue): [\(byFramework[$0]!.joined(separator: ", "))]" }
        return """
            # Modules that provide a framework. Found in this code (`@_exported import`, a copy of Shank in a pod
            # or package); a binary framework or package that ships or re-exports one can be added by hand.
            providers:
            \(lines.joined(separator: "\n"))
            """
    }

    /// `shank:` with the names of the first copy found that renames Shank's parts, or nil when every
    /// copy keeps Shank's own names (those are always understood). Only one copy can be configured;
    /// the others are named in a comment.
    static func shank(_ copies: [ShankDialect]) -> String? {
        let renamed = copies.filter { !keepsShankNames($0) }.sorted { $0.definedAt < $1.definedAt }
        guard let first = renamed.first else { return nil }
        var lines = ["  container: \(first.container)", "  module: \(first.module)"]
        if !first.wrappers.isEmpty { lines.append("  wrapper: [\(first.wrappers.sorted().joined(separator: ", "))]") }
        if !first.buildMethods.isEmpty { lines.append("  build: [\(first.buildMethods.sorted().joined(separator: ", "))]") }
        if !first.registerMethods.isEmpty { lines.append("  register: [\(first.registerMethods.sorted().joined(separator: ", "))]") }
        if !first.staticContainers.isEmpty { lines.append("  containers: [\(first.staticContainers.joined(separator: ", "))]") }
        if let root = first.rootContainer { lines.append("  root: \(root)") }
        switch first.wrapperContainerLabels.count {
        case 0: break
        case 1: lines.append("  label: \(first.wrapperContainerLabels[0])")
        default: lines.append("  label: [\(first.wrapperContainerLabels.joined(separator: ", "))]")
        }
        let others = renamed.dropFirst().map { "#   \($0.container) at \($0.definedAt.file):\($0.definedAt.line)" }
        let otherLines = others.isEmpty ? "" : "\n# Other copies found, not configured (only one can be):\n" + others.joined(separator: "\n")
        return """
            # The names of the copy of Shank found at \(first.definedAt.file):\(first.definedAt.line) (docs/framework-copies.md);
            # they keep applying if the copy leaves the scanned code.\(otherLines)
            shank:
            \(lines.joined(separator: "\n"))
            """
    }

    /// A copy with Shank's own names, as the package and ZamzamCore spell them, needs no configuration.
    private static func keepsShankNames(_ copy: ShankDialect) -> Bool {
        copy.container == ShankVocabulary.container && copy.module == ShankVocabulary.module
            && copy.wrapperContainerLabels.isEmpty && copy.registerMethods.isEmpty
            && Set(copy.wrappers).isSubset(of: [ShankVocabulary.wrapper])
            && Set(copy.buildMethods).isSubset(of: [ShankVocabulary.build])
            && Set(copy.staticContainers).isSubset(of: ["root"])
    }
}
