@testable import DILintCore
import XCTest

/// The declarations reach a recorded run's digest field by field (`FieldDigestible`), not through
/// `Codable`: every stored property must be fed, and any change to one must change the digest, or a
/// later run would replay a report its files no longer give.
final class DeclarationDigestTests: XCTestCase {
    private func digest(_ value: some FieldDigestible) -> String {
        let state = StableDigest.State()
        value.digest(into: state)
        return state.hex
    }

    private let location = SourceLocation(file: "App/Feed.swift", line: 3, column: 5)
    private let service = TypeRef.path(["Service"])

    func testEveryDigestedTypeNamesEachOfItsStoredPropertiesInOrder() {
        func check<T: FieldDigestible>(_ sample: T, file: StaticString = #filePath, line: UInt = #line) {
            XCTAssertEqual(Mirror(reflecting: sample).children.compactMap(\.label), T.digestedFields, "\(T.self)", file: file, line: line)
        }
        check(Declarations())
        check(TypeDeclaration(path: ["Feed"], kind: .class, inherits: [], genericParameters: [], storedProperties: [],
                              declaresInitializer: false, location: location))
        check(StoredProperty(name: "service", type: service, hasDefault: false, isLet: true))
        check(ExtensionDeclaration(extendedPath: ["Feed"], inherits: [], location: location))
        check(InitializerDeclaration(ownerPath: ["Feed"], parameters: [], location: location))
        check(InitializerDeclaration.Parameter(label: "service", type: service, hasDefault: false))
        check(TypealiasDeclaration(path: ["Alias"], target: service, location: location))
        check(FunctionDeclaration(scopePath: [], name: "make", labels: [], returnType: nil, isStatic: false, location: location))
        check(StaticPropertyDeclaration(ownerPath: ["Feed"], name: "shared", type: nil))
        check(GeneratorAnnotation(typePath: ["Feed"], keys: ["register"], location: location))
        check(EnclosingDeclaration(path: ["Feed"], lines: 1...3))
        check(location)
        check(TypeRef.NameComponent("Service"))
    }

    /// One change per digested field (and each kind of type), each giving a digest of its own.
    func testAChangeToAnyFieldChangesTheDigest() {
        let type = TypeDeclaration(path: ["Feed"], kind: .class, inherits: [service], genericParameters: ["T"],
                                   storedProperties: [StoredProperty(name: "service", type: service, hasDefault: false, isLet: true)],
                                   declaresInitializer: true, location: location)
        let function = FunctionDeclaration(scopePath: ["Feed"], name: "make", labels: ["with", nil], returnType: service,
                                           isStatic: false, location: location, returnsOpaqueType: false)
        var base = Declarations()
        base.types = [type]
        base.extensions = [ExtensionDeclaration(extendedPath: ["Feed"], inherits: [service], location: location)]
        base.initializers = [InitializerDeclaration(ownerPath: ["Feed"], parameters: [.init(label: "service", type: service, hasDefault: false)],
                                                    location: location)]
        base.typealiases = [TypealiasDeclaration(path: ["Alias"], target: service, location: location)]
        base.functions = [function]
        base.staticProperties = [StaticPropertyDeclaration(ownerPath: ["Feed"], name: "shared", type: service)]
        base.generatorAnnotations = [GeneratorAnnotation(typePath: ["Feed"], keys: ["register"], location: location)]

        let other = TypeRef.path(["Client"])
        let changes: [String: (inout Declarations) -> Void] = [
            "types": { $0.types.append($0.types[0]) },
            "extensions": { $0.extensions = [] },
            "initializers": { $0.initializers = [] },
            "typealiases": { $0.typealiases = [] },
            "functions": { $0.functions = [] },
            "staticProperties": { $0.staticProperties = [] },
            "generatorAnnotations": { $0.generatorAnnotations = [] },
            "GeneratorAnnotation.typePath": { $0.generatorAnnotations[0].typePath = ["Cart"] },
            "GeneratorAnnotation.keys": { $0.generatorAnnotations[0].keys = ["AutoMockable"] },
            "GeneratorAnnotation.location": { $0.generatorAnnotations[0].location.line = 11 },
            "TypeDeclaration.path": { $0.types[0].path = ["Feed", "Inner"] },
            "TypeDeclaration.kind": { $0.types[0].kind = .struct },
            "TypeDeclaration.inherits": { $0.types[0].inherits = [other] },
            "TypeDeclaration.genericParameters": { $0.types[0].genericParameters = [] },
            "TypeDeclaration.storedProperties": { $0.types[0].storedProperties = [] },
            "TypeDeclaration.declaresInitializer": { $0.types[0].declaresInitializer = false },
            "TypeDeclaration.location": { $0.types[0].location.line = 4 },
            "TypeDeclaration.isMainActor": { $0.types[0].isMainActor.toggle() },
            "StoredProperty.name": { $0.types[0].storedProperties[0].name = "client" },
            "StoredProperty.type": { $0.types[0].storedProperties[0].type = nil },
            "StoredProperty.hasDefault": { $0.types[0].storedProperties[0].hasDefault = true },
            "StoredProperty.isLet": { $0.types[0].storedProperties[0].isLet = false },
            "ExtensionDeclaration.extendedPath": { $0.extensions[0].extendedPath = ["Cart"] },
            "ExtensionDeclaration.inherits": { $0.extensions[0].inherits = [] },
            "ExtensionDeclaration.location": { $0.extensions[0].location.column = 6 },
            "InitializerDeclaration.ownerPath": { $0.initializers[0].ownerPath = ["Cart"] },
            "InitializerDeclaration.parameters": { $0.initializers[0].parameters = [] },
            "InitializerDeclaration.location": { $0.initializers[0].location.file = "App/Cart.swift" },
            "Parameter.label": { $0.initializers[0].parameters[0].label = nil },
            "Parameter.type": { $0.initializers[0].parameters[0].type = .optional(self.service) },
            "Parameter.hasDefault": { $0.initializers[0].parameters[0].hasDefault = true },
            "TypealiasDeclaration.path": { $0.typealiases[0].path = ["Other"] },
            "TypealiasDeclaration.target": { $0.typealiases[0].target = .array(self.service) },
            "TypealiasDeclaration.location": { $0.typealiases[0].location.line = 9 },
            "TypealiasDeclaration.genericParameters": { $0.typealiases[0].genericParameters = ["T"] },
            "FunctionDeclaration.scopePath": { $0.functions[0].scopePath = [] },
            "FunctionDeclaration.name": { $0.functions[0].name = "build" },
            "FunctionDeclaration.labels": { $0.functions[0].labels = [nil, "with"] },
            "FunctionDeclaration.returnType": { $0.functions[0].returnType = .metatype(self.service) },
            "FunctionDeclaration.isStatic": { $0.functions[0].isStatic = true },
            "FunctionDeclaration.location": { $0.functions[0].location.column = 1 },
            "FunctionDeclaration.returnsOpaqueType": { $0.functions[0].returnsOpaqueType = true },
            "StaticPropertyDeclaration.ownerPath": { $0.staticProperties[0].ownerPath = [] },
            "StaticPropertyDeclaration.name": { $0.staticProperties[0].name = "default" },
            "StaticPropertyDeclaration.type": { $0.staticProperties[0].type = .dictionary(key: self.service, value: other) },
            "NameComponent.name": { $0.typealiases[0].target = .path(["Servic"]) },
            "NameComponent.genericArguments": { $0.typealiases[0].target = .named([.init("Service", genericArguments: [other])]) },
            "SourceLocation.file": { $0.extensions[0].location.file = "App/Other.swift" },
            "SourceLocation.line": { $0.initializers[0].location.line = 7 },
            "SourceLocation.column": { $0.typealiases[0].location.column = 8 },
            "TypeRef.composition": { $0.typealiases[0].target = .composition([self.service, other]) },
            "TypeRef.function": { $0.typealiases[0].target = .function(parameters: [self.service], result: other) },
            "TypeRef.tuple": { $0.typealiases[0].target = .tuple([self.service, other]) },
            "TypeRef.unknown": { $0.typealiases[0].target = .unknown("Service") },
        ]
        let fed = Set(Declarations.digestedFields + TypeDeclaration.digestedFields.map { "TypeDeclaration.\($0)" }
            + StoredProperty.digestedFields.map { "StoredProperty.\($0)" }
            + ExtensionDeclaration.digestedFields.map { "ExtensionDeclaration.\($0)" }
            + InitializerDeclaration.digestedFields.map { "InitializerDeclaration.\($0)" }
            + InitializerDeclaration.Parameter.digestedFields.map { "Parameter.\($0)" }
            + TypealiasDeclaration.digestedFields.map { "TypealiasDeclaration.\($0)" }
            + FunctionDeclaration.digestedFields.map { "FunctionDeclaration.\($0)" }
            + StaticPropertyDeclaration.digestedFields.map { "StaticPropertyDeclaration.\($0)" }
            + GeneratorAnnotation.digestedFields.map { "GeneratorAnnotation.\($0)" }
            + TypeRef.NameComponent.digestedFields.map { "NameComponent.\($0)" }
            + SourceLocation.digestedFields.map { "SourceLocation.\($0)" })
        XCTAssertEqual(fed.subtracting(changes.keys), [], "a digested field no change below tries")

        let baseDigest = digest(base)
        XCTAssertEqual(digest(base), baseDigest)
        var seen = [baseDigest: "base"]
        for (name, change) in changes.sorted(by: { $0.key < $1.key }) {
            var changed = base
            change(&changed)
            XCTAssertNotEqual(changed, base, name)
            let changedDigest = digest(changed)
            XCTAssertNil(seen[changedDigest], "\(name) gives the digest of \(seen[changedDigest] ?? "")")
            seen[changedDigest] = name
        }

        let enclosing = EnclosingDeclaration(path: ["Feed"], lines: 1...3)
        let enclosingChanges: [String: (inout EnclosingDeclaration) -> Void] = [
            "path": { $0.path = ["Feed", "make"] },
            "lines": { $0.lines = 1...4 },
        ]
        XCTAssertEqual(Set(enclosingChanges.keys), Set(EnclosingDeclaration.digestedFields))
        var enclosingDigests = [digest(enclosing)]
        for (_, change) in enclosingChanges {
            var changed = enclosing
            change(&changed)
            enclosingDigests.append(digest(changed))
        }
        XCTAssertEqual(Set(enclosingDigests).count, enclosingDigests.count)
    }

    /// What a recorded run keeps of a file: its declarations and enclosing declarations count as much as
    /// the facts that still go through `Codable`.
    func testTheRecordedDigestTakesEveryPartOfTheFacts() throws {
        let source = "import Dirk\nfinal class Feed {\n    @Inject var service: Service\n    func load() {}\n}\n"
        let facts = FileFacts(path: "App/Feed.swift", codeClass: .app, placing: Extractor.extract(bytes: Array(source.utf8)))
        XCTAssertFalse(facts.placed.declarations.types.isEmpty)
        XCTAssertFalse(facts.placed.enclosingDeclarations.isEmpty)
        XCTAssertFalse(facts.placed.frameworks.isEmpty)
        let base = try XCTUnwrap(ReplayEvidence.digest(facts))
        XCTAssertEqual(ReplayEvidence.digest(facts), base)
        var variants: [String: FileFacts] = [:]
        variants["declarations"] = { var changed = facts; changed.placed.declarations.types[0].declaresInitializer.toggle(); return changed }()
        variants["enclosing declarations"] = { var changed = facts; changed.placed.enclosingDeclarations.removeLast(); return changed }()
        variants["imports"] = { var changed = facts; changed.placed.imports.append("Foundation"); return changed }()
        variants["frameworks"] = { var changed = facts; changed.placed.frameworks = [:]; return changed }()
        variants["path"] = { var changed = facts; changed.path = "App/Other.swift"; return changed }()
        for (name, changed) in variants.sorted(by: { $0.key < $1.key }) {
            XCTAssertNotEqual(ReplayEvidence.digest(changed), base, name)
        }
    }

    /// A file's facts wholly in their `Codable` form, as the recorded digest took them before: the hash of
    /// the bytes left out (the recorded digest leaves it out on purpose), the frameworks in a fixed order
    /// (a dictionary's own order differs between equal dictionaries).
    private struct WholeCodableForm: Encodable {
        var rest: ExtractedFacts
        var frameworks: [Framework]
        var frameworkFacts: [FrameworkFacts]

        init(_ facts: ExtractedFacts) {
            rest = facts
            rest.contentHash = nil
            rest.frameworks = [:]
            let sorted = facts.frameworks.sorted { $0.key < $1.key }
            frameworks = sorted.map(\.key)
            frameworkFacts = sorted.map(\.value)
        }
    }

    /// Over every fixture file: two files' facts get the same recorded digest exactly when their
    /// `Codable` forms are the same.
    func testFixtureFactsDifferInTheDigestExactlyWhenTheyDiffer() throws {
        var byCodable: [String: String] = [:], byRecorded: [String: String] = [:]
        var withTypes = 0
        for (url, text) in FixtureSwiftFiles.all() {
            // One path for all, so that only the facts themselves tell the files apart.
            let facts = FileFacts(path: "App/File.swift", codeClass: .app, placing: Extractor.extract(bytes: Array(text.utf8)))
            let codable = try XCTUnwrap(StableDigest.of(WholeCodableForm(facts.placed)))
            let recorded = try XCTUnwrap(ReplayEvidence.digest(facts))
            if let earlier = byCodable[codable] { XCTAssertEqual(byRecorded[earlier], recorded, url.path) }
            else { XCTAssertNil(byRecorded.values.first { $0 == recorded }, "\(url.path) shares a digest with different facts") }
            byCodable[codable] = url.path
            byRecorded[url.path] = recorded
            withTypes += facts.placed.declarations.types.isEmpty ? 0 : 1
        }
        XCTAssertGreaterThan(withTypes, 100)
    }
}
