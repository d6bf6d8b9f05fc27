import Foundation
import SwiftParser
import SwiftSyntax

/// `@_exported import Dirk` in a file of module `CoreDI` makes every file of CoreDI, and every file that
/// imports CoreDI, see Dirk. Found before extraction, so those files are read as that framework's code.
enum ExportedImports {
    static let marker = ByteSearch.Needle("@_exported")
    private static let frameworksByImport = Dictionary(
        uniqueKeysWithValues: Framework.allCases.flatMap { framework in framework.importNames.map { ($0, framework) } })
    /// A file that re-exports a framework spells its name too: most `@_exported` files (a package
    /// re-exporting its own modules) need no parse.
    private static let frameworkNames = frameworksByImport.keys.sorted().map(ByteSearch.Needle.init)

    /// Provider module → framework, the module named by the file's path (`moduleName(of:)`).
    static func providers(in sources: [ReadSource], targets: PackageTargets,
                          parser: BudgetedParser = BudgetedParser()) -> [String: Framework] {
        var providers: [String: Framework] = [:]
        for source in sources {
            // Only readable files within the parse limits: extraction warns about the others.
            // The bytes first: most files hold no `@_exported`, and naming the module splits the path.
            guard case .success(let bytes) = source.bytes, ByteSearch.contains(bytes, marker),
                  frameworkNames.contains(where: { ByteSearch.contains(bytes, $0) }),
                  let module = moduleName(of: source.file.displayPath, targets: targets), SourceLimits.firstExcess(in: bytes) == nil else { continue }
            guard let tree = parser.tree(of: source.file, bytes: bytes) else { continue }
            for item in tree.statements {
                guard let decl = item.item.as(ImportDeclSyntax.self), let imported = decl.path.first?.name.text,
                      let framework = frameworksByImport[imported],
                      decl.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "_exported" })
                else { continue }
                providers[module] = framework
            }
        }
        return providers
    }

    /// The module a file is compiled into: the target a manifest puts its folder in, else as far as the path
    /// tells: the folder right below the last `Sources/` (SwiftPM's layout), else the top folder of the path
    /// (an Xcode target's folder), or "" for a file at the top of the scan; nil for a file right in `Sources/`.
    static func moduleName(of path: String, targets: PackageTargets) -> String? {
        if let target = targets.target(of: path) { return target }
        let components = path.split(separator: "/").map(String.init).filter { $0 != "." }
        if components.contains("Sources") { return packageModuleName(of: path) }
        return components.count >= 2 ? components[0] : ""
    }

    /// The folder right below the last `Sources/` of the path, SwiftPM's module.
    static func packageModuleName(of path: String) -> String? {
        let components = path.split(separator: "/").map(String.init)
        guard let sources = components.lastIndex(of: "Sources"), sources + 2 < components.count else { return nil }
        return components[sources + 1]
    }

    /// The providing module whose files include the file at `path`: its own, else the top of the scan (a
    /// file at the top that re-exports a framework, as when dilint runs inside an Xcode target's folder).
    static func providingModule(of path: String, among providers: [String: Framework], targets: PackageTargets) -> String? {
        guard let module = moduleName(of: path, targets: targets) else { return nil }
        if providers[module] != nil { return module }
        return providers[""] != nil && !path.split(separator: "/").contains("Sources") ? "" : nil
    }
}
