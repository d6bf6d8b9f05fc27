/// Phase two of `TwoPhaseExtraction`: what one parsed file tells about the names other files must be
/// parsed for. Two kinds:
/// - `seeds`: every name the file's DI facts mention (requested, registered and constructed types,
///   owners of static members, called functions). Link resolves those through other files.
/// - `declarations`: what each declaration would add *if* it matters, that is once one of its `owners`
///   (the type it declares or extends, a function's scope or name) or of its `inherited` names (a
///   conformance or superclass that is needed) is needed: the names in its `mentions` (a type's own
///   name, its conformances, stored-property, parameter, result and typealias target types).
///
/// A declaration nothing needs adds nothing: a `Needs` in a UIKit file (`setNeedsLayout`) sends that
/// file to phase one, but the types it declares do not pull in the files that declare what they use.
///
/// DI facts are read off their `Codable` form (`NameCollectingEncoder`), so a fact added later is
/// covered without a change here; declarations, a small fixed model, are read field by field.
/// Over-inclusive costs parses, never findings.
struct MentionedNames: Sendable {
    struct Declaration: Sendable {
        var owners: [String]
        var inherited: [String]
        var mentions: [String]
    }

    var seeds: Set<String> = []
    var declarations: [Declaration] = []

    /// `shankInUse`: whether the project can use Shank at all (`DIFileMarkers`); without it the linker
    /// drops the Shank candidates every file with a `build()` or `component()` yields, so they name nothing.
    /// `injectGrailInUse`: likewise for InjectGrail, whose reader keeps every type of every file.
    init(_ facts: ExtractedFacts, shankInUse: Bool = true, injectGrailInUse: Bool = true) {
        for (framework, found) in facts.frameworks {
            switch framework {
            case .injectgrail: if injectGrailInUse { addInjectGrail(found.injectGrail) }
            case .shank where !shankInUse: continue
            default: seeds.formUnion(NameCollectingEncoder.names(in: found))
            }
        }
        let declared = facts.declarations
        for type in declared.types {
            declarations.append(Declaration(owners: type.path, inherited: Self.names(type.inherits),
                                            mentions: type.path + Self.names(type.inherits) + Self.names(type.storedProperties.compactMap(\.type))))
        }
        for declaration in declared.extensions {
            declarations.append(Declaration(owners: declaration.extendedPath, inherited: Self.names(declaration.inherits),
                                            mentions: declaration.extendedPath + Self.names(declaration.inherits)))
        }
        for initializer in declared.initializers {
            declarations.append(Declaration(owners: initializer.ownerPath, inherited: [], mentions: Self.names(initializer.parameters.map(\.type))))
        }
        for alias in declared.typealiases {
            declarations.append(Declaration(owners: alias.path, inherited: [], mentions: alias.path + Self.names([alias.target])))
        }
        for function in declared.functions {
            declarations.append(Declaration(owners: function.scopePath + [function.name], inherited: [],
                                            mentions: Self.names(function.returnType.map { [$0] } ?? [])))
        }
        for property in declared.staticProperties {
            declarations.append(Declaration(owners: property.ownerPath, inherited: [], mentions: Self.names(property.type.map { [$0] } ?? [])))
        }
    }

    /// InjectGrail's reader keeps every type and protocol of every file (Sourcery merges them per name
    /// later). The ones that take part are marked in their own bytes (`Injectable`, `Injector`,
    /// `Injects…`, `@Needs…`), so phase one parses every such file; their names are seeds. The rest
    /// are declarations, needed once a seed names them (a plain `struct AppRoot` whose conformance to
    /// `RootInjector` is an extension elsewhere, a protocol `@Needs<P>` names).
    private mutating func addInjectGrail(_ facts: InjectGrailFacts) {
        for proto in facts.protocols {
            let names = NameCollectingEncoder.names(in: proto)
            if proto.inheritsInjector { seeds.formUnion(names) } else { declarations.append(Declaration(owners: [proto.name], inherited: [], mentions: [proto.name] + names)) }
        }
        for type in facts.types {
            let marked = !type.injectsConformances.isEmpty || !type.injectsAttributeArguments.isEmpty || type.needs != nil
                || type.hasNeedsInjector || type.injectorPropertyType != nil
                || type.inheritedTypes.contains { [InjectGrailVocabulary.injectable, InjectGrailVocabulary.rootInjector, InjectGrailVocabulary.injector].contains($0) }
            if marked {
                seeds.formUnion(NameCollectingEncoder.names(in: type))
            } else {
                // Every type of every file lands here: read the few fields an unmarked one has by hand.
                let sink = NameCollectingEncoder.Sink()
                for text in type.inheritedTypes + type.storedProperties.map(\.typeName) { NameCollectingEncoder.collect(text, at: .init(), into: sink) }
                let path = type.name.split(separator: ".").map(String.init)
                declarations.append(Declaration(owners: path, inherited: type.inheritedTypes, mentions: path + sink.names))
            }
        }
        for impl in facts.generatedImpls { seeds.formUnion(NameCollectingEncoder.names(in: impl)) }
    }

    /// Whether InjectGrail's linker can take part, judged from the first round's facts: every file that
    /// imports InjectGrail, declares an `Injector` protocol or a `RootInjector` holds the bytes `InjectGrail`
    /// or `Injector`, so all of them are in that round. Without one, the linker reads no InjectGrail fact at all.
    /// Asked of each first-round file until one says yes.
    static func marksInjectGrailInUse(_ facts: ExtractedFacts) -> Bool {
        !InjectGrailVocabulary.modules.isDisjoint(with: facts.imports)
            || facts.frameworks[.injectgrail].map { found in
                found.injectGrail.protocols.contains(where: \.inheritsInjector)
                    || found.injectGrail.types.contains { $0.inheritedTypes.contains(InjectGrailVocabulary.rootInjector) }
            } ?? false
    }

    /// The type-like names a written type spells: every path component and generic argument.
    static func names(_ types: [TypeRef]) -> [String] {
        var found: [String] = []
        func walk(_ type: TypeRef) {
            switch type {
            case .named(let components):
                for component in components {
                    found.append(component.name)
                    component.genericArguments.forEach(walk)
                }
            case .optional(let inner), .array(let inner), .metatype(let inner): walk(inner)
            case .dictionary(let key, let value): walk(key); walk(value)
            case .composition(let members), .tuple(let members): members.forEach(walk)
            case .function(let parameters, let result): parameters.forEach(walk); walk(result)
            case .unknown(let text):
                let sink = NameCollectingEncoder.Sink()
                NameCollectingEncoder.collect(text, at: .init(), into: sink)
                found += sink.names.sorted()
            }
        }
        types.forEach(walk)
        return found
    }

    /// Keys whose strings say nothing another file declares: the file's own imports and `#if` conditions
    /// (`UIKit` would match nearly every file), prose, directives, the file's own context names, hashes.
    /// An array: the encoder asks of every key it meets, and comparing a short key with a dozen costs
    /// less than hashing it.
    static let skippedKeys: [String] = [
        "imports", "conditions", "reason", "message", "suppressions", "malformedDirectives",
        "enclosingDeclarations", "contentHash", "firstSyntaxError", "location", "file",
    ]
    /// Keys whose strings are function names, lowercase as a rule.
    static let functionKeys: [String] = ["callee", "helper"]

    /// Types and protocols of the standard library, Foundation, SwiftUI and UIKit: no project declares
    /// them, and most files name one (every view names `View`). Only the project's own types are looked up
    /// in other files; a project's `extension String: P` is still found through `P`.
    static let declaredElsewhere: Set<String> = [
        "String", "Substring", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16",
        "UInt32", "UInt64", "Double", "Float", "CGFloat", "Bool", "Array", "Dictionary", "Set", "Optional", "Any",
        "AnyObject", "Void", "Never", "Self", "Type", "Error", "Result", "Data", "Date", "URL", "UUID",
        "Equatable", "Hashable", "Comparable", "Identifiable", "Codable", "Encodable", "Decodable", "Sendable",
        "CustomStringConvertible", "NSObject", "ObservableObject", "View", "Scene", "UIView",
        "UIViewController", "UIApplicationDelegate",
    ]
}
