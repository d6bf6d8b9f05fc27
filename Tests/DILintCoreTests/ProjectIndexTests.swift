@testable import DILintCore
import XCTest

final class ProjectIndexTests: XCTestCase {
    private func index(_ sources: [String: String]) -> ProjectIndex {
        ProjectIndex(files: sources.keys.sorted().map {
            FileFacts(path: $0, codeClass: .app, placing: Extractor.extract(bytes: Array(sources[$0]!.utf8)))
        })
    }

    func testNestedTypesResolveFromTheInnermostScopeOutward() {
        let index = index(["a.swift": """
            struct Service {}
            enum Feature { struct Service {}; struct ViewModel {} }
            """])
        let resolver = TypeResolver(index: index)
        XCTAssertEqual(resolver.resolve(.name("Service"), in: ["Feature", "ViewModel"]).canonical, "Feature.Service")
        XCTAssertEqual(resolver.resolve(.name("Service"), in: []).canonical, "Service")
        XCTAssertEqual(resolver.resolve(.name("Unknown"), in: ["Feature"]).canonical, "Unknown")
    }

    /// A name is looked for in every enclosing scope, the deepest first; scopes that declare nothing are
    /// passed over without a lookup, which must not hide what a deeper scope, an extension or an alias
    /// declares there.
    func testNamesDeclaredInsideNestedScopesAndAliasesAreFoundFromAnyDepth() {
        let index = index([
            "a.swift": "enum Shop { enum Cart { struct Item {} } }\nstruct Item {}\nstruct Plain {}",
            "b.swift": "extension Shop.Cart { typealias Line = Item }\nextension Plain { typealias Line = Item }",
        ])
        let resolver = TypeResolver(index: index)
        XCTAssertEqual(resolver.resolve(.name("Item"), in: ["Shop", "Cart", "Checkout"]).canonical, "Shop.Cart.Item")
        XCTAssertEqual(resolver.resolve(.name("Item"), in: ["Shop"]).canonical, "Item")
        XCTAssertEqual(resolver.resolve(.name("Line"), in: ["Shop", "Cart"]).canonical, "Shop.Cart.Item")
        XCTAssertEqual(resolver.resolve(.name("Line"), in: ["Plain"]).canonical, "Item")
        XCTAssertEqual(resolver.resolve(.name("Item"), in: ["Plain", "Inner"]).canonical, "Item")
        XCTAssertTrue(index.mayDeclare(in: ["Shop", "Cart"]))
        XCTAssertTrue(index.mayDeclare(in: ["Plain"]))
        XCTAssertFalse(index.mayDeclare(in: ["Item"]))
    }

    func testALeadingModuleNameIsDroppedWhenTheRestIsDeclared() {
        let index = index(["a.swift": "protocol FeedLoader {}\nenum Feature { struct Loader {} }"])
        let resolver = TypeResolver(index: index)
        XCTAssertEqual(resolver.resolve(.name("ShopApp.FeedLoader"), in: []).canonical, "FeedLoader")
        XCTAssertEqual(resolver.resolve(.name("ShopApp.Feature.Loader"), in: []).canonical, "Feature.Loader")
        // Not known to be a module qualifier when the rest is not declared here: kept as written…
        XCTAssertEqual(resolver.resolve(.name("Vendor.Date"), in: []).canonical, "Vendor.Date")
        // …unless it names an SDK module, whose types are written both ways.
        XCTAssertEqual(resolver.resolve(.name("Foundation.Date"), in: []).canonical, "Date")
    }

    func testTypealiasesAreTransparentAcrossFiles() {
        let index = index([
            "a.swift": "typealias Storage = DiskStorage\nenum Env { typealias Clock = SystemClock }",
            "b.swift": "final class DiskStorage {}\nstruct SystemClock {}",
        ])
        let resolver = TypeResolver(index: index)
        XCTAssertEqual(resolver.resolve(.name("Storage"), in: []).canonical, "DiskStorage")
        XCTAssertEqual(resolver.resolve(.name("Env.Clock"), in: []).canonical, "SystemClock")
        XCTAssertEqual(resolver.resolve(.array(.name("Storage")), in: []).canonical, "Array<DiskStorage>")
    }

    func testConformanceFollowsExtensionsAndProtocolInheritance() {
        let index = index([
            "a.swift": "protocol Base {}\nprotocol Refined: Base {}\nfinal class Impl {}",
            "b.swift": "extension Impl: Refined {}\nfinal class Other: NSObject {}",
        ])
        XCTAssertEqual(index.conforms(["Impl"], to: ["Base"]), true)
        XCTAssertEqual(index.conforms(["Impl"], to: ["Refined"]), true)
        XCTAssertNil(index.conforms(["Other"], to: ["Base"]), "NSObject's conformances are unknown")
    }

    func testMemberwiseInitializerOfAStruct() {
        let index = index(["a.swift": "struct Repo { let api: API; var cache: Cache? = nil; let name = \"x\"; var count: Int }"])
        let lookup = InitializerLookup(index: index)
        XCTAssertEqual(lookup.parameterType(of: .name("Repo"), labels: ["api", "count"], position: 1), .type(.name("Int")))
        XCTAssertEqual(lookup.parameterType(of: .name("Repo"), labels: ["api", "cache", "count"], position: 1),
                       .type(.optional(.name("Cache"))))
        if case .type = lookup.parameterType(of: .name("Repo"), labels: ["name"], position: 0) {
            XCTFail("a `let` with a default is not a memberwise parameter")
        }
    }

    func testInitializersFromExtensionsAndDefaults() {
        let index = index([
            "a.swift": "final class Client { init(session: Session, retries: Int = 3) {} }",
            "b.swift": "extension Client { convenience init(_ logger: Logger) { fatalError() } }",
        ])
        let lookup = InitializerLookup(index: index)
        XCTAssertEqual(lookup.parameterType(of: .name("Client"), labels: ["session"], position: 0), .type(.name("Session")))
        XCTAssertEqual(lookup.parameterType(of: .name("Client"), labels: [nil], position: 0), .type(.name("Logger")))
    }

    func testOverloadedInitializersThatDisagreeAreUnknown() {
        let index = index(["a.swift": "struct Box { init(value: Int) {}; init(value: String) {} }"])
        let answer = InitializerLookup(index: index).parameterType(of: .name("Box"), labels: ["value"], position: 0)
        guard case .unknown(let reason) = answer else { return XCTFail("expected unknown, got \(answer)") }
        XCTAssertTrue(reason.contains("several initializers"), reason)
    }

    func testInheritedInitializersOfASubclass() {
        let index = index(["a.swift": "class Base { init(store: Store) {} }\nfinal class Child: Base {}"])
        XCTAssertEqual(InitializerLookup(index: index).parameterType(of: .name("Child"), labels: ["store"], position: 0),
                       .type(.name("Store")))
    }
}
