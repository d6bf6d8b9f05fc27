import SwiftParser
import SwiftSyntax

/// The targets each `Package.swift` of the project declares, with their folders: `.target(name: "CoreDI",
/// path: "Modules/Core")` compiles every file under `Modules/Core` into module `CoreDI`, whatever the folder
/// is called. Where no manifest says, the module is told by the path (`ExportedImports.moduleName`).
public struct PackageTargets: Hashable, Sendable {
    /// A target's folder (as display paths are written, no trailing `/`) → its module name.
    private(set) var folders: [String: String] = [:]
    /// Whether a manifest declares a program: an executable target or product.
    private(set) var declaresProgram = false
    /// The first `.library(…)` product the manifests declare, in the order they were read.
    private(set) var firstLibraryProduct: SourceLocation?

    public init() {}

    static let manifestName = "Package.swift"
    /// What every manifest spells: a changed file that does is read again with the whole project.
    static let marker = ByteSearch.Needle("PackageDescription")
    private static let targetKinds: Set<String> = ["target", "executableTarget", "testTarget", "macro", "plugin", "binaryTarget"]

    /// The targets of every manifest among `sources` (its folder is the package's).
    init(sources: [ReadSource], parser: BudgetedParser = BudgetedParser()) {
        for source in sources where source.file.displayPath.split(separator: "/").last.map(String.init) == Self.manifestName {
            guard let bytes = source.parseableBytes(mentioningAnyOf: [Self.marker]) else { continue }
            let package = String(source.file.displayPath.dropLast(Self.manifestName.count)).trimmingSlashes
            guard let tree = parser.tree(of: source.file, bytes: bytes) else { continue }
            let declared = Self.declarations(in: tree)
            for (name, folder) in declared.targets {
                let path = package.isEmpty ? folder : package + "/" + folder
                folders[path.trimmingSlashes] = name
            }
            declaresProgram = declaresProgram || declared.program
            if firstLibraryProduct == nil, let library = declared.library {
                firstLibraryProduct = LineTable(file: source.file.displayPath, bytes: bytes).location(of: library)
            }
        }
    }

    /// `.target(name: "X", path: "P")` → (X, P); without `path:`, SwiftPM's `Sources/X` (`Tests/X` for a test target).
    /// And whether an executable target or product is declared, and the first library product.
    private static func declarations(in tree: SourceFileSyntax) -> (targets: [(name: String, folder: String)], program: Bool,
                                                                     library: FunctionCallExprSyntax?) {
        final class Calls: SyntaxVisitor {
            var found: [(name: String, folder: String)] = []
            var program = false
            var library: FunctionCallExprSyntax?
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil else { return .visitChildren }
                switch member.declName.baseName.text {
                case "executableTarget", "executable": program = true
                case "library" where library == nil: library = node
                default: break
                }
                guard PackageTargets.targetKinds.contains(member.declName.baseName.text),
                      let name = Self.string(labeled: "name", in: node) else { return .visitChildren }
                let kind = member.declName.baseName.text
                let folder = Self.string(labeled: "path", in: node) ?? ((kind == "testTarget" ? "Tests/" : "Sources/") + name)
                found.append((name, folder))
                return .visitChildren
            }
            private static func string(labeled label: String, in call: FunctionCallExprSyntax) -> String? {
                guard let literal = call.arguments.first(where: { $0.label?.text == label })?.expression.as(StringLiteralExprSyntax.self),
                      literal.segments.count == 1, let segment = literal.segments.first?.as(StringSegmentSyntax.self)
                else { return nil }
                return segment.content.text
            }
        }
        let calls = Calls(viewMode: .sourceAccurate)
        calls.walk(tree)
        return (calls.found, calls.program, calls.library)
    }

    /// The module of the target whose folder holds `path` (the deepest such folder), if a manifest says.
    func target(of path: String) -> String? {
        guard !folders.isEmpty else { return nil }
        var folder = Substring(path)
        while let slash = folder.lastIndex(of: "/") {
            folder = folder[..<slash]
            if let name = folders[String(folder)] { return name }
        }
        return folders[""]
    }
}

private extension String {
    /// Without `./`, a leading or trailing `/`.
    var trimmingSlashes: String {
        var text = Substring(self)
        while text.hasPrefix("./") { text = text.dropFirst(2) }
        while text.hasPrefix("/") { text = text.dropFirst() }
        while text.hasSuffix("/") { text = text.dropLast() }
        return text == "." ? "" : String(text)
    }
}
