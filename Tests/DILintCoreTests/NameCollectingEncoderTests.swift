@testable import DILintCore
import XCTest

/// Reading a `TypeRef` directly must hand on the names its `Codable` form hands on, under every key.
final class NameCollectingEncoderTests: XCTestCase {
    private struct Sample: Encodable {
        var plain: [TypeRef]
        /// A function result's `name` counts whatever its case: a component's `name` below it too.
        var functionResult: TypeRef
        /// Skipped: nothing under it counts.
        var conditions: TypeRef
    }

    func testEveryShapeOfTypeGivesTheNamesItsCodableFormGives() {
        let shapes: [TypeRef] = [
            .named([.init("Outer"), .init("inner", genericArguments: [.name("Element"), .optional(.name("lower"))])]),
            .dictionary(key: .name("Key"), value: .unknown("Pack<each T>")),
            .function(parameters: [.path(["Module", "helper"])], result: .optional(.array(.metatype(.name("Meta"))))),
            .composition([.name("P"), .name("Q")]),
            .tuple([.name("First"), .unknown("some View")]),
        ]
        let sample = Sample(plain: shapes, functionResult: .path(["factory", "Maker"]), conditions: .name("Hidden"))
        let direct = NameCollectingEncoder.names(in: sample)
        XCTAssertEqual(direct, NameCollectingEncoder.names(in: sample, readingDirectly: false))
        XCTAssertTrue(direct.isSuperset(of: ["Outer", "Element", "Key", "Pack", "Meta", "First", "View", "factory", "Maker"]), "\(direct)")
        XCTAssertFalse(direct.contains("Hidden"))
        XCTAssertFalse(direct.contains("lower"))
    }

    private struct Requests: Encodable {
        var plain: [RequestFact]
        var functionResult: [RequestFact]
        var conditions: [RequestFact]
    }

    /// Requests (and the scopes and type sources in them) are read field by field: every field, every
    /// case, each under the keys above it, must give what the generic encoder gives.
    func testEveryShapeOfRequestGivesTheNamesItsCodableFormGives() {
        let at = SourceLocation(file: "Hidden.swift", line: 1, column: 1)
        let sources: [TypeSource] = [
            .written(.name("Written")),
            .initializerParameter(owner: .name("Owner"), labels: ["Label", nil, "plain"], position: 1),
            .storedProperty(ownerPath: ["Holder", "Inner"], name: "Stored"),
            .functionResult(FunctionCallReference(name: "makeClient", labels: [nil], base: .name("Factory"), scopePath: ["Scope"],
                                                  isReference: false)),
            .staticMember(owner: .name("Tracker"), name: "Shared"),
            .unknown(reason: "Reason"),
        ]
        let requests = sources.map { source in
            RequestFact(framework: .zerk, form: "Inject", type: source, scope: Scope(typePath: ["Outer"], genericParameters: ["Element"]),
                        ownerPath: ["OwnerPath"], timing: .lazy, location: at, conditions: [], storage: "AppStorage",
                        passedArguments: .opaque("Config.value"), enclosingFunction: ["Assembly", "register"], name: "Primary",
                        propertyName: "Property")
        } + [RequestFact(framework: .dirk, form: "inject()", type: .written(.name("Bare")), scope: Scope(typePath: [], genericParameters: []),
                         ownerPath: nil, timing: .initTime, location: at, conditions: [])]
        let sample = Requests(plain: requests, functionResult: Array(requests.prefix(2)), conditions: requests)
        let direct = NameCollectingEncoder.names(in: sample)
        XCTAssertEqual(direct, NameCollectingEncoder.names(in: sample, readingDirectly: false))
        let provider = ProviderFact(framework: .zerk, form: .provider("Singleton"), lifetime: .singleton, key: .written(.name("Key")),
                                    implementation: .name("Impl"), scope: Scope(typePath: ["Module"]), dependencies: requests,
                                    location: at, conditions: [], storage: "Store", orderScope: "Order",
                                    initializerReference: InitializerReferenceFact(owner: .name("Built"), labels: ["Arg", nil]),
                                    name: "Named", text: "Text(value)", helper: "registerAll")
        let providers = [provider, provider]
        let directProviders = NameCollectingEncoder.names(in: providers)
        XCTAssertEqual(directProviders, NameCollectingEncoder.names(in: providers, readingDirectly: false))
        XCTAssertTrue(directProviders.isSuperset(of: ["Key", "Impl", "Module", "Store", "Order", "Built", "Arg", "Named", "Text", "registerAll",
                                                      "Primary"]), "\(directProviders)")
        XCTAssertTrue(direct.isSuperset(of: ["Written", "Owner", "Label", "Holder", "Stored", "makeClient", "Factory", "Tracker",
                                             "Outer", "OwnerPath", "AppStorage", "Config", "Assembly", "Primary", "Property", "Bare"]),
                      "\(direct)")
        XCTAssertFalse(direct.contains("Reason"), "a reason is prose")
        XCTAssertFalse(direct.contains("Hidden"), "a location names nothing")
    }

    /// A field added to a directly read fact must be read there too: the list the reader keeps is the
    /// fact's own.
    func testTheFactsReadDirectlyReadEveryField() {
        let request = RequestFact(framework: .dirk, form: "inject()", type: .written(.name("A")), scope: Scope(typePath: [], genericParameters: []),
                                  ownerPath: nil, timing: .lazy, location: SourceLocation(file: "a.swift", line: 1, column: 1), conditions: [])
        XCTAssertEqual(Mirror(reflecting: request).children.compactMap(\.label), NameCollectingEncoder.directFields["RequestFact"] ?? [])
        XCTAssertEqual(Mirror(reflecting: request.scope).children.compactMap(\.label), NameCollectingEncoder.directFields["Scope"] ?? [])
        let provider = ProviderFact(framework: .dirk, form: .provider("Factory"), lifetime: .transient, key: .written(.name("A")), implementation: nil,
                                    scope: Scope(), dependencies: [], location: request.location, conditions: [])
        XCTAssertEqual(Mirror(reflecting: provider).children.compactMap(\.label), NameCollectingEncoder.directFields["ProviderFact"] ?? [])
    }

    func testEveryFixtureFilesFactsGiveTheSameNamesEitherWay() {
        var compared = 0
        for (url, text) in FixtureSwiftFiles.all() {
            let facts = Extractor.extract(bytes: Array(text.utf8))
            for (framework, found) in facts.frameworks {
                XCTAssertEqual(NameCollectingEncoder.names(in: found), NameCollectingEncoder.names(in: found, readingDirectly: false),
                               "\(url.path) \(framework)")
                compared += 1
            }
        }
        XCTAssertGreaterThan(compared, 100)
    }
}
