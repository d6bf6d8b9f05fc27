import DILintCore
import XCTest

final class DrawModelTests: XCTestCase {
    private let app = """
        import Dirk
        protocol Store {}
        final class DiskStore: Store { init(clock: Clock) {} }
        final class Clock { init(store: Store) {} }
        final class Screen { @Inject var store: Store; @Inject var missing: Analytics }
        protocol Analytics {}
        func boot() {
            try! Dirk.start {
                Module {
                    Singleton<Store> { DiskStore(clock: $0.get()) }
                    Factory { Clock(store: try inject()) }
                }
            }
        }
        """

    private func model(showModules: Bool = false) -> DrawModel {
        DrawModelBuilder.build(from: AnalysisResultBuilder.build(Linter.run(sources: ["App/App.swift": app]), toolVersion: "test"), showModules: showModules)
    }

    func testNodesHaveKindsAndLifetimes() throws {
        let model = model()
        XCTAssertEqual(model.node("dirk:Store")?.kind, .service)
        XCTAssertEqual(model.node("dirk:Store")?.lifetime, .singleton)
        XCTAssertEqual(model.node("dirk:DiskStore")?.kind, .implementation)
        XCTAssertEqual(model.node("dirk:Clock")?.lifetime, .factory)
        XCTAssertEqual(model.node("dirk:Screen")?.kind, .injectable, "an unregistered consumer")
        XCTAssertEqual(model.node("dirk:Analytics")?.kind, .missing)
    }

    func testCycleEdgesAndNodesAreMarked() {
        let model = model()
        let cycle = model.edges.filter(\.onCycle).map { "\($0.from)->\($0.to)" }
        XCTAssertEqual(Set(cycle), ["dirk:Store->dirk:Clock", "dirk:Clock->dirk:Store"])
        XCTAssertTrue(model.node("dirk:Store")!.onCycle)
        XCTAssertFalse(model.node("dirk:Screen")!.onCycle)
    }

    func testModulesBecomeNodesOnlyWhenAsked() {
        XCTAssertFalse(model().nodes.contains { $0.kind == .module })
        XCTAssertTrue(model(showModules: true).nodes.contains { $0.kind == .module })
    }

    func testErrorsOnlyKeepsMissingCyclesAndTheirConsumers() throws {
        let view = try GraphView(errorsOnly: true).apply(to: model())
        XCTAssertEqual(Set(view.nodes.map(\.id)), ["dirk:Analytics", "dirk:Screen", "dirk:Store", "dirk:Clock"])
        XCTAssertFalse(view.nodes.contains { $0.id == "dirk:DiskStore" })
    }

    func testFocusFollowsTheChosenDirectionAndDepth() throws {
        // Store's implementation comes with it: a key and the type registered under it are one step.
        let down = try GraphView(focus: "Screen", depth: 1, direction: .dependencies).apply(to: model())
        XCTAssertEqual(Set(down.nodes.map(\.label)), ["Screen", "Store", "DiskStore", "Analytics"])
        let up = try GraphView(focus: "Analytics", direction: .dependents).apply(to: model())
        XCTAssertEqual(Set(up.nodes.map(\.label)), ["Analytics", "Screen"])
    }

    func testFocusInBothDirectionsIsUpUnionDownNotTheFocussSiblings() throws {
        // Analytics's only dependent is Screen; Screen's other dependency (Store and all behind it) is
        // a sibling, reachable only by turning from up to down.
        let both = try GraphView(focus: "Analytics").apply(to: model())
        XCTAssertEqual(Set(both.nodes.map(\.label)), ["Analytics", "Screen"])
        let store = try GraphView(focus: "Store", depth: 1).apply(to: model())
        let up = try GraphView(focus: "Store", depth: 1, direction: .dependents).apply(to: model())
        let down = try GraphView(focus: "Store", depth: 1, direction: .dependencies).apply(to: model())
        XCTAssertEqual(Set(store.nodes.map(\.id)), Set(up.nodes.map(\.id)).union(down.nodes.map(\.id)))
        XCTAssertFalse(store.nodes.contains { $0.label == "Analytics" }, "Screen's other dependency is not Store's neighbour")
    }

    func testFocusOnAnImplementationFollowsTheKeyItIsRegisteredUnder() throws {
        // DiskStore is registered as Store: its dependency (Clock) hangs off the key.
        let down = try GraphView(focus: "DiskStore", depth: 1, direction: .dependencies).apply(to: model())
        XCTAssertEqual(Set(down.nodes.map(\.label)), ["DiskStore", "Store", "Clock"])
    }

    func testUnknownFocusThrowsWithSuggestions() {
        XCTAssertThrowsError(try GraphView(focus: "Stor").apply(to: model())) { error in
            XCTAssertEqual((error as? GraphView.UnknownFocus)?.suggestions, ["Store"])
        }
    }

    func testMermaidUsesStableIdsAndEscapesLabels() {
        let mermaid = MermaidWriter.render(model())
        XCTAssertTrue(mermaid.hasPrefix("flowchart LR\n"))
        XCTAssertTrue(mermaid.contains("([\"Store\"]):::singleton"))
        XCTAssertTrue(mermaid.contains(":::missing"))
        XCTAssertTrue(mermaid.contains("==>"), "cycle edges are thick")
        XCTAssertEqual(mermaid.components(separatedBy: " --o ").count - 1,
                       model().edges.filter { $0.kind == .provides && !$0.onCycle }.count, "provided-by edges end in a circle")
        XCTAssertEqual(mermaid, MermaidWriter.render(model()))
    }

    func testGraphJSONFollowsSchemaVersionOne() throws {
        let json = GraphJSONWriter.render(model())
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        XCTAssertEqual(object["schemaVersion"] as? Int, 1)
        let nodes = try XCTUnwrap(object["nodes"] as? [[String: Any]])
        XCTAssertEqual(nodes.map { $0["id"] as? String }, nodes.map { $0["id"] as? String }.sorted { ($0 ?? "") < ($1 ?? "") })
        let store = try XCTUnwrap(nodes.first { $0["id"] as? String == "dirk:Store" })
        XCTAssertEqual(store["kind"] as? String, "service")
        XCTAssertEqual(store["lifetime"] as? String, "singleton")
        XCTAssertEqual(store["file"] as? String, "App/App.swift")
        let edges = try XCTUnwrap(object["edges"] as? [[String: Any]])
        XCTAssertTrue(edges.contains { $0["kind"] as? String == "injects" && $0["timing"] as? String == "lazy" })
    }
}
