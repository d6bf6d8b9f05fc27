import Foundation
import SwiftParser
import SwiftSyntax
@testable import DILintCore

/// A fixture app as files (path relative to its folder → text), and edits that keep what the app does at
/// run time: dilint's findings must not change under them, but for where they are reported.
typealias ProjectFiles = [String: String]

struct BehaviourPreservingEdit: Sendable {
    let name: String
    let apply: @Sendable (ProjectFiles) -> ProjectFiles

    /// Every edit alone, then all of them together.
    static let all: [BehaviourPreservingEdit] = {
        let single = [relocate, commentAbove, unrelatedFile, splitDeclarations, moduleIntoHelper, inlinedBack, routedThroughParameter,
                      providersThroughGenericHelper, localLet, exportedImport, modulesInAList, generatedLooking, renamedCopy,
                      qualifiedFrameworkNames, bodiesInDoBlocks]
        let combined = BehaviourPreservingEdit(name: "all together") { files in
            single.reduce(files) { $1.apply($0) }
        }
        return single + [combined]
    }()

    static func isSwiftSource(_ path: String) -> Bool {
        path.hasSuffix(".swift") && (path as NSString).lastPathComponent != "Package.swift"
    }

    /// Each Swift file one folder deeper (`A/B.swift` → `A/Moved/B.swift`): the target, test folders and
    /// vendored folders it sits in stay the same.
    static let relocate = BehaviourPreservingEdit(name: "move every file into a subfolder") { files in
        ProjectFiles(uniqueKeysWithValues: files.map { path, text in
            guard isSwiftSource(path) else { return (path, text) }
            let folder = (path as NSString).deletingLastPathComponent
            let moved = ((folder as NSString).appendingPathComponent("Moved") as NSString)
                .appendingPathComponent((path as NSString).lastPathComponent)
            return (moved, text)
        })
    }

    /// Lines above everything, so every location moves.
    static let commentAbove = BehaviourPreservingEdit(name: "add lines at the top of every file") { files in
        files.reduce(into: ProjectFiles()) { result, entry in
            result[entry.key] = isSwiftSource(entry.key) ? "// A line that changes nothing.\n\n" + entry.value : entry.value
        }
    }

    /// A file without any DI code beside the app's.
    static let unrelatedFile = BehaviourPreservingEdit(name: "add a file without DI code") { files in
        var files = files
        files["Unrelated/Formatting.swift"] = """
            import Foundation

            struct PriceFormatter {
                let currency: String
                func format(_ cents: Int) -> String { "\\(cents / 100).\\(cents % 100) \\(currency)" }
            }
            """
        return files
    }

    /// Every top-level declaration of a file in a file of its own, beside it, with the file's imports: one
    /// module's declarations, spread as teams spread them. Files whose comments carry meaning for the whole
    /// file (suppressions, a generator's header) stay whole.
    static let splitDeclarations = BehaviourPreservingEdit(name: "split every file into one file per declaration") { files in
        var result = ProjectFiles()
        for (path, text) in files {
            guard isSwiftSource(path), !text.contains("dilint:"), !text.contains("Generated using Sourcery") else {
                result[path] = text
                continue
            }
            let tree = Parser.parse(source: text)
            let imports = tree.statements.filter { $0.item.is(ImportDeclSyntax.self) }.map { $0.trimmedDescription }
            let others = tree.statements.filter { !$0.item.is(ImportDeclSyntax.self) }
            guard others.count > 1 else {
                result[path] = text
                continue
            }
            let folder = (path as NSString).deletingLastPathComponent
            let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            for (position, item) in others.enumerated() {
                let part = (folder as NSString).appendingPathComponent("\(stem)+\(position).swift")
                // With the comments above it: they may mean something (`// sourcery: register`).
                let declaration = item.description.trimmingCharacters(in: .whitespacesAndNewlines)
                result[part] = (imports + [declaration]).joined(separator: "\n") + "\n"
            }
        }
        return result
    }

    /// Each `Module { … }` literal written in a `Dirk.start { … }` becomes a function of the project that
    /// returns it, called where it was.
    static let moduleIntoHelper = BehaviourPreservingEdit(name: "extract each started Dirk module into a helper function") { files in
        var counter = 0
        return files.reduce(into: ProjectFiles()) { result, entry in
            guard isSwiftSource(entry.key), entry.value.contains("import Dirk") else {
                result[entry.key] = entry.value
                return
            }
            let rewriter = ModuleExtraction(prefix: "extractedModule", counter: counter)
            let rewritten = rewriter.rewrite(Parser.parse(source: entry.value))
            counter = rewriter.counter
            result[entry.key] = rewriter.helpers.isEmpty ? entry.value
                : rewritten.description + "\n" + rewriter.helpers.joined(separator: "\n") + "\n"
        }
    }

    /// The inverse of `moduleIntoHelper`: each module a `Dirk.start` names by a declaration of the project that
    /// only makes it (`func featureModules() -> Module { Module { … } }`, `static var networking: Module { Module { … } }`,
    /// `final class CoreModule: Module { init() { super.init { … } } }`) written in its place as `Module { … }`,
    /// and the declaration removed, when nothing else names it.
    static let inlinedBack = BehaviourPreservingEdit(name: "inline each module declaration a Dirk start names") { files in
        let trees = files.filter { isSwiftSource($0.key) }.mapValues { Parser.parse(source: $0) }
        var modules: [String: String] = [:]
        // Generated code is written again by its generator: nobody inlines out of it.
        for (path, tree) in trees where !files[path]!.contains("Generated using Sourcery") {
            modules.merge(ModuleDeclarations.inlinable(in: tree)) { first, _ in first }
        }
        // A declaration named anywhere but as a start's element stays, and so do its uses.
        var named: [String: Int] = [:]
        var inStarts: [String: Int] = [:]
        for tree in trees.values {
            for token in tree.tokens(viewMode: .sourceAccurate) {
                guard case .identifier(let name) = token.tokenKind, modules[name] != nil else { continue }
                named[name, default: 0] += 1
            }
            for name in ModuleDeclarations.startElementNames(in: tree) where modules[name] != nil { inStarts[name, default: 0] += 1 }
        }
        // Each declaration's own name token counts once.
        let inlined = modules.filter { named[$0.key] == (inStarts[$0.key] ?? 0) + 1 && inStarts[$0.key] != nil }
        guard !inlined.isEmpty else { return files }
        return files.reduce(into: ProjectFiles()) { result, entry in
            guard let tree = trees[entry.key] else { return result[entry.key] = entry.value }
            result[entry.key] = ModuleInlining(inlined).rewrite(tree).description
        }
    }

    /// Each element `E` of a `Dirk.start { … }` passed through a function of the project that returns its parameter,
    /// `routed(E)`: the same modules, in the same order.
    static let routedThroughParameter = BehaviourPreservingEdit(name: "route each started Dirk module through a parameter") { files in
        var helperWritten = false
        return files.keys.sorted().reduce(into: ProjectFiles()) { result, path in
            let text = files[path]!
            guard isSwiftSource(path), text.contains("import Dirk") else { return result[path] = text }
            let rewriter = ParameterRouting()
            let rewritten = rewriter.rewrite(Parser.parse(source: text)).description
            guard rewriter.changed else { return result[path] = text }
            result[path] = rewritten + (helperWritten ? "" : "\n" + ParameterRouting.helper + "\n")
            helperWritten = true
        }
    }

    /// `Module { Factory<P> { … }; Singleton<Q> { … } }` in a start → `provideFactory(P.self) { … }` and
    /// `provideSingleton(Q.self) { … }`, one module each, through generic helpers of the project that build
    /// the module (one names the key by its metatype, one passes the closure on): the same keys, built by the
    /// same code, in the same order.
    static let providersThroughGenericHelper = BehaviourPreservingEdit(name: "register each started Dirk provider through a generic helper") { files in
        var helperWritten = false
        return files.reduce(into: ProjectFiles()) { result, entry in
            guard isSwiftSource(entry.key), entry.value.contains("import Dirk") else {
                result[entry.key] = entry.value
                return
            }
            let rewriter = GenericProviderHelper()
            let rewritten = rewriter.rewrite(Parser.parse(source: entry.value)).description
            guard rewriter.changed else {
                result[entry.key] = entry.value
                return
            }
            result[entry.key] = rewritten + (helperWritten ? "" : "\n" + GenericProviderHelper.helper + "\n")
            helperWritten = true
        }
    }

    /// Each file that imports Dirk, Zerk or Shank renamed `X.generated.swift` under a generator's header, as
    /// teams check in registrations Sourcery wrote: generated code is code.
    static let generatedLooking = BehaviourPreservingEdit(name: "make every DI file look generated by Sourcery") { files in
        let header = "// Generated using Sourcery 2.2.5 — https://github.com/krzysztofzablocki/Sourcery\n// DO NOT EDIT\n"
        return ProjectFiles(uniqueKeysWithValues: files.map { path, text in
            let tree = Parser.parse(source: text)
            let importsFramework = tree.statements.contains { item in
                item.item.as(ImportDeclSyntax.self).map { ["Dirk", "Zerk", "Shank"].contains($0.path.first?.name.text ?? "") } ?? false
            }
            guard isSwiftSource(path), importsFramework, !text.contains("Generated using Sourcery") else { return (path, text) }
            let stem = (path as NSString).deletingPathExtension
            return ("\(stem).generated.swift", header + text)
        })
    }

    /// A framework copy's types renamed wherever they are written (`Dependencies`, `Module`, `Inject`,
    /// `ModuleBuilder`, when the project declares them): a copy is recognised by what it does, not by its
    /// names. Findings are compared with the names mapped back (`renamedCopyNames`). A project whose
    /// configuration names the copy's types is left alone.
    static let renamedCopy = BehaviourPreservingEdit(name: "rename the types of the project's own framework copy") { files in
        guard files[".dilint.yml"] == nil else { return files }
        var declared: Set<String> = []
        for (path, text) in files where isSwiftSource(path) {
            for token in Parser.parse(source: text).tokens(viewMode: .sourceAccurate) {
                guard let previous = token.previousToken(viewMode: .sourceAccurate),
                      [.keyword(.class), .keyword(.struct), .keyword(.enum), .keyword(.protocol)].contains(previous.tokenKind),
                      case .identifier(let name) = token.tokenKind, renamedCopyNames[name] != nil else { continue }
                declared.insert(name)
            }
        }
        guard !declared.isEmpty else { return files }
        let renaming = renamedCopyNames.filter { declared.contains($0.key) }
        return files.reduce(into: ProjectFiles()) { result, entry in
            guard isSwiftSource(entry.key) else { return result[entry.key] = entry.value }
            result[entry.key] = IdentifierRenaming(renaming).rewrite(Parser.parse(source: entry.value)).description
        }
    }

    /// The names `renamedCopy` gives a copy's types, unlike any other in the fixtures or dilint's messages.
    static let renamedCopyNames = ["Dependencies": "AppGraphContainer", "Module": "AppGraphModule", "Inject": "AppGraphInject",
                                   "ModuleBuilder": "AppGraphModuleBuilder"]

    /// A finding's text with `renamedCopy`'s names mapped back.
    static func namesBeforeRenaming(_ text: String) -> String {
        renamedCopyNames.sorted { $0.value.count > $1.value.count }
            .reduce(text) { $0.replacingOccurrences(of: $1.value, with: $1.key) }
    }

    /// `import Dirk` (Zerk, Shank) taken out of every file of a folder and written once, as
    /// `@_exported import`, in a file beside them: the same module sees the same framework.
    static let exportedImport = BehaviourPreservingEdit(name: "import the framework once with @_exported in a sibling file") { files in
        let frameworks: Set<String> = ["Dirk", "Zerk", "Shank"]
        var result = ProjectFiles()
        var exported: [String: Set<String>] = [:]
        for (path, text) in files {
            guard isSwiftSource(path), !path.contains("Pods/"), !path.contains("Vendor"), !text.contains("Generated using Sourcery") else {
                result[path] = text
                continue
            }
            let tree = Parser.parse(source: text)
            let taken = tree.statements.filter { item in
                guard let decl = item.item.as(ImportDeclSyntax.self), decl.attributes.isEmpty, decl.importKindSpecifier == nil,
                      decl.path.count == 1, let name = decl.path.first?.name.text else { return false }
                return frameworks.contains(name)
            }
            guard !taken.isEmpty else {
                result[path] = text
                continue
            }
            let folder = (path as NSString).deletingLastPathComponent
            for item in taken { exported[folder, default: []].insert(item.item.as(ImportDeclSyntax.self)!.path.first!.name.text) }
            let kept = tree.statements.filter { item in !taken.contains { $0.id == item.id } }
            result[path] = SourceFileSyntax(statements: CodeBlockItemListSyntax(kept), endOfFileToken: tree.endOfFileToken).description
        }
        for (folder, names) in exported {
            let path = (folder as NSString).appendingPathComponent("Exports+Frameworks.swift")
            result[path] = names.sorted().map { "@_exported import \($0)" }.joined(separator: "\n") + "\n"
        }
        return result
    }

    /// `Dirk.start { A; B; C }` → `Dirk.start { var modules: [Module] = []; if true { modules.append(A) }; for module in
    /// [B, C] { modules.append(module) }; return modules }`: the same modules, in the same order, built as a list.
    static let modulesInAList = BehaviourPreservingEdit(name: "build each Dirk start's and Shank container's modules as a list with if, for and return") { files in
        files.reduce(into: ProjectFiles()) { result, entry in
            guard isSwiftSource(entry.key), entry.value.contains("import Dirk") || entry.value.contains("import Shank") else {
                result[entry.key] = entry.value
                return
            }
            result[entry.key] = ModuleList().rewrite(Parser.parse(source: entry.value)).description
        }
    }

    /// Each provider closure's single expression `{ X(…) }` bound to a local first: `{ let made = X(…); return made }`.
    static let localLet = BehaviourPreservingEdit(name: "bind each provider's result to a local first") {
        rewritingDirkFiles($0) { LocalResult() }
    }

    /// Every Swift file that imports Dirk, rewritten by a fresh `rewriter`.
    private static func rewritingDirkFiles(_ files: ProjectFiles, with rewriter: () -> SyntaxRewriter) -> ProjectFiles {
        files.reduce(into: ProjectFiles()) { result, entry in
            guard isSwiftSource(entry.key), entry.value.contains("import Dirk") else {
                result[entry.key] = entry.value
                return
            }
            result[entry.key] = rewriter().rewrite(Parser.parse(source: entry.value)).description
        }
    }
}

/// `Dirk.start { Module { … } }` → `Dirk.start { extractedModule1() }` and `func extractedModule1() -> Module { Module { … } }`.
private final class ModuleExtraction: SyntaxRewriter {
    let prefix: String
    var counter: Int
    var helpers: [String] = []

    init(prefix: String, counter: Int) {
        self.prefix = prefix
        self.counter = counter
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "start",
              member.base?.trimmedDescription == "Dirk", let closure = node.trailingClosure else {
            return super.visit(node)
        }
        let statements = closure.statements.map { item -> CodeBlockItemSyntax in
            guard let call = item.item.as(FunctionCallExprSyntax.self),
                  call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Module",
                  call.trailingClosure != nil else { return item }
            counter += 1
            let name = "\(prefix)\(counter)"
            // A helper keeps the isolation of the code it came from: a provider written on the main actor stays there.
            let isolation = OnMainActorContext.holds(node) ? "@MainActor " : ""
            helpers.append("\(isolation)func \(name)() -> Module {\n    \(call.trimmedDescription)\n}")
            let replacement = parsedItem("\(name)()").as(ExprSyntax.self)!
                .with(\.leadingTrivia, item.leadingTrivia).with(\.trailingTrivia, item.trailingTrivia)
            return item.with(\.item, .expr(replacement))
        }
        var rewritten = node
        rewritten.trailingClosure = closure.with(\.statements, CodeBlockItemListSyntax(statements))
        return ExprSyntax(rewritten)
    }
}

/// The declarations `inlinedBack` may write in place of their names, and the names a start's elements use.
private enum ModuleDeclarations {
    /// Name → `Module { … }` for functions without parameters and properties whose whole body is a module literal,
    /// and `Module` subclasses whose only member is `init() { super.init { … } }`.
    static func inlinable(in tree: SourceFileSyntax) -> [String: String] {
        var found: [String: String] = [:]
        for node in NodeList.all(in: tree) {
            if let function = node.as(FunctionDeclSyntax.self), function.name.tokenKind != .wildcard,
               function.signature.parameterClause.parameters.isEmpty, function.genericParameterClause == nil,
               let literal = moduleLiteral(function.body?.statements) {
                found[function.name.text] = literal
            } else if let name = node.as(IdentifierPatternSyntax.self), let binding = name.parent?.as(PatternBindingSyntax.self),
                      binding.typeAnnotation?.type.trimmedDescription == "Module",
                      let literal = binding.initializer.map({ moduleLiteral(expression: $0.value) })
                          ?? moduleLiteral(getter(of: binding)) {
                found[name.identifier.text] = literal
            } else if let subclass = node.as(ClassDeclSyntax.self),
                      subclass.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) == ["Module"],
                      subclass.memberBlock.members.count == 1,
                      let initializer = subclass.memberBlock.members.first?.decl.as(InitializerDeclSyntax.self),
                      initializer.signature.parameterClause.parameters.isEmpty, initializer.body?.statements.count == 1,
                      let call = initializer.body?.statements.first?.item.as(FunctionCallExprSyntax.self),
                      call.calledExpression.trimmedDescription == "super.init", call.arguments.isEmpty,
                      let body = call.trailingClosure {
                found[subclass.name.text] = "Module \(body.trimmedDescription)"
            }
        }
        return found
    }

    /// `var x: Module { … }`: the body of its only accessor, the getter.
    private static func getter(of binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
        guard case .getter(let statements)? = binding.accessorBlock?.accessors else { return nil }
        return statements
    }

    private static func moduleLiteral(_ statements: CodeBlockItemListSyntax?) -> String? {
        guard let statements, statements.count == 1, let only = statements.first?.item.as(ExprSyntax.self) else { return nil }
        return moduleLiteral(expression: only)
    }

    private static func moduleLiteral(expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "Module",
              call.arguments.isEmpty, call.trailingClosure != nil else { return nil }
        return call.trimmedDescription
    }

    /// What each expression element of every `Dirk.start { … }` names: `f()`, `name`, `Type.name`, `Subclass()`.
    static func startElementNames(in tree: SourceFileSyntax) -> [String] {
        NodeList.all(in: tree).compactMap { $0.as(FunctionCallExprSyntax.self) }
            .filter(isStart).flatMap { start in
                start.trailingClosure?.statements.compactMap { elementName($0.item.as(ExprSyntax.self)) } ?? []
            }
    }

    static func isStart(_ call: FunctionCallExprSyntax) -> Bool {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
        return member.declName.baseName.text == "start" && member.base?.trimmedDescription == "Dirk"
    }

    static func elementName(_ element: ExprSyntax?) -> String? {
        guard let element else { return nil }
        if let call = element.as(FunctionCallExprSyntax.self) {
            guard call.arguments.isEmpty, call.trailingClosure == nil else { return nil }
            return elementName(call.calledExpression)
        }
        if let reference = element.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = element.as(MemberAccessExprSyntax.self), member.base != nil { return member.declName.baseName.text }
        return nil
    }
}

/// Every node of a tree, in source order.
private final class NodeList: SyntaxAnyVisitor {
    private var nodes: [Syntax] = []

    static func all(in tree: some SyntaxProtocol) -> [Syntax] {
        let list = NodeList(viewMode: .sourceAccurate)
        list.walk(tree)
        return list.nodes
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        nodes.append(node)
        return .visitChildren
    }
}

/// The rewriting of `inlinedBack`: start elements naming an inlined declaration replaced by its module, the
/// declarations removed.
private final class ModuleInlining: SyntaxRewriter {
    let modules: [String: String]
    init(_ modules: [String: String]) {
        self.modules = modules
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        guard ModuleDeclarations.isStart(node), let closure = node.trailingClosure else { return super.visit(node) }
        let statements = closure.statements.map { item -> CodeBlockItemSyntax in
            guard let name = ModuleDeclarations.elementName(item.item.as(ExprSyntax.self)), let module = modules[name] else { return item }
            let inlined = parsedItem(module).as(ExprSyntax.self)!.with(\.leadingTrivia, item.leadingTrivia).with(\.trailingTrivia, item.trailingTrivia)
            return item.with(\.item, .expr(inlined))
        }
        var rewritten = node
        rewritten.trailingClosure = closure.with(\.statements, CodeBlockItemListSyntax(statements))
        return ExprSyntax(rewritten)
    }

    override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        super.visit(CodeBlockItemListSyntax(node.filter { !declares($0.item) }))
    }

    override func visit(_ node: MemberBlockItemListSyntax) -> MemberBlockItemListSyntax {
        super.visit(MemberBlockItemListSyntax(node.filter { !declares(Syntax($0.decl)) }))
    }

    private func declares(_ item: some SyntaxProtocol) -> Bool {
        if let function = item.as(FunctionDeclSyntax.self) { return modules[function.name.text] != nil && function.signature.parameterClause.parameters.isEmpty }
        if let subclass = item.as(ClassDeclSyntax.self) { return modules[subclass.name.text] != nil }
        if let variable = item.as(VariableDeclSyntax.self), variable.bindings.count == 1,
           let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            return modules[name] != nil && variable.bindings.first?.typeAnnotation?.type.trimmedDescription == "Module"
        }
        return false
    }
}

/// The rewriting of `routedThroughParameter`, for each expression element of a start's builder body.
private final class ParameterRouting: SyntaxRewriter {
    static let helper = """
        func routed(_ module: Module, note: String = "") -> Module {
            let chosen = module
            return chosen
        }
        """
    private(set) var changed = false

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "start",
              member.base?.trimmedDescription == "Dirk", let closure = node.trailingClosure,
              !closure.statements.contains(where: { $0.item.is(ReturnStmtSyntax.self) }) else {
            return super.visit(node)
        }
        let statements = closure.statements.map { item -> CodeBlockItemSyntax in
            guard let element = item.item.as(ExprSyntax.self), !element.is(IfExprSyntax.self), !element.is(SwitchExprSyntax.self) else { return item }
            changed = true
            let routed = parsedItem("routed(\(element.trimmedDescription))").as(ExprSyntax.self)!
                .with(\.leadingTrivia, item.leadingTrivia).with(\.trailingTrivia, item.trailingTrivia)
            return item.with(\.item, .expr(routed))
        }
        var rewritten = node
        rewritten.trailingClosure = closure.with(\.statements, CodeBlockItemListSyntax(statements))
        return ExprSyntax(rewritten)
    }
}

/// The rewriting of `providersThroughGenericHelper`, for modules made only of providers that name their key
/// (`Factory<P> { … }`) and take no parameter.
private final class GenericProviderHelper: SyntaxRewriter {
    static let helper = """
        func provideFactory<Service>(_ type: Service.Type, _ make: @escaping () throws -> Service) -> Module {
            Module { Factory<Service> { try make() } }
        }
        func provideSingleton<Service>(_ type: Service.Type, make: @escaping () throws -> Service) -> Module {
            Module { Singleton(Service.self, make) }
        }
        """
    private(set) var changed = false

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "start",
              member.base?.trimmedDescription == "Dirk", let closure = node.trailingClosure else {
            return super.visit(node)
        }
        let statements = closure.statements.flatMap { item -> [CodeBlockItemSyntax] in
            guard let module = item.item.as(FunctionCallExprSyntax.self),
                  module.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Module",
                  let body = module.trailingClosure, !body.statements.isEmpty else { return [item] }
            let calls = body.statements.compactMap { Self.helperCall(for: $0) }
            guard calls.count == body.statements.count else { return [item] }
            changed = true
            return calls.map { CodeBlockItemSyntax(item: .expr(parsedItem($0).as(ExprSyntax.self)!), trailingTrivia: .newline) }
        }
        var rewritten = node
        rewritten.trailingClosure = closure.with(\.statements, CodeBlockItemListSyntax(statements))
        return ExprSyntax(rewritten)
    }

    /// `Factory<P> { body }` → `provideFactory(P.self) { body }`.
    private static func helperCall(for item: CodeBlockItemSyntax) -> String? {
        guard let call = item.item.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
              let specialized = call.calledExpression.as(GenericSpecializationExprSyntax.self),
              let helper = ["Factory": "provideFactory", "Singleton": "provideSingleton"][specialized.expression.trimmedDescription],
              specialized.genericArgumentClause.arguments.count == 1, let key = specialized.genericArgumentClause.arguments.first,
              let closure = call.trailingClosure, closure.signature == nil, !closure.description.contains("$0") else { return nil }
        return "\(helper)(\(key.argument.trimmedDescription).self) \(closure.trimmedDescription)"
    }
}

/// `Factory { X() }` → `Factory { let made = X(); return made }` when the closure has no parameters and is one
/// initializer call: what the provider builds stays written.
private final class LocalResult: SyntaxRewriter {
    private static let providers: Set<String> = ["Factory", "Singleton"]

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        let visited = super.visit(node)
        guard var call = visited.as(FunctionCallExprSyntax.self),
              let callee = call.calledExpression.as(DeclReferenceExprSyntax.self), Self.providers.contains(callee.baseName.text),
              let closure = call.trailingClosure, closure.signature == nil, closure.statements.count == 1,
              let built = closure.statements.first?.item.as(FunctionCallExprSyntax.self),
              built.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true
        else { return visited }
        let body = Parser.parse(source: "let made = \(built.trimmedDescription)\nreturn made").statements
        call.trailingClosure = closure.with(\.statements, body)
        return ExprSyntax(call)
    }
}

/// Every identifier token named in `renaming` renamed (declarations, uses, attributes), nothing else.
private final class IdentifierRenaming: SyntaxRewriter {
    let renaming: [String: String]
    init(_ renaming: [String: String]) {
        self.renaming = renaming
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ token: TokenSyntax) -> TokenSyntax {
        guard case .identifier(let name) = token.tokenKind, let renamed = renaming[name] else { return token }
        return token.with(\.tokenKind, .identifier(renamed))
    }
}

/// One statement, expression or declaration of Swift, parsed.
private func parsedItem(_ source: String) -> Syntax {
    Syntax(Parser.parse(source: source).statements.first!.item)
}

/// The rewriting of `modulesInAList`, for starts and `Dependencies { … }` whose body is only module expressions.
private final class ModuleList: SyntaxRewriter {
    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        let isStart = node.calledExpression.as(MemberAccessExprSyntax.self).map {
            $0.declName.baseName.text == "start" && $0.base?.trimmedDescription == "Dirk"
        } ?? false
        let isShankContainer = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Dependencies" && node.arguments.isEmpty
        guard isStart || isShankContainer, let closure = node.trailingClosure, !closure.statements.isEmpty,
              closure.statements.allSatisfy({ $0.item.is(ExprSyntax.self) }) else {
            return super.visit(node)
        }
        let elements = closure.statements.map { $0.item.trimmedDescription }
        var body = ["var modules: [Module] = []", "if true { modules.append(\(elements[0])) }"]
        if elements.count > 1 { body.append("for module in [\(elements.dropFirst().joined(separator: ", "))] { modules.append(module) }") }
        body.append("return modules")
        var rewritten = node
        rewritten.trailingClosure = closure.with(\.statements, Parser.parse(source: body.joined(separator: "\n")).statements)
        return ExprSyntax(rewritten)
    }
}
