import DILintCore
import XCTest

final class InjectGrailDrawingTests: XCTestCase {
    private let app = """
        import InjectGrail
        struct Root: RootInjector { let api: Api }
        protocol ListInjector: Injector { var api: Api { get } }
        protocol RowInjector: Injector { var api: Api { get } }
        final class List: Injectable, InjectsRowInjector { let injector: ListInjectorImpl }
        final class Row: Injectable, InjectsListInjector { let injector: RowInjectorImpl }
        """

    private var model: DrawModel {
        DrawModelBuilder.build(from: AnalysisResultBuilder.build(Linter.run(sources: ["App/App.swift": app]), toolVersion: "test"), showModules: false)
    }

    func testInjectorsAndInjectablesHaveTheirKinds() {
        let model = model
        XCTAssertEqual(model.node("injectgrail:ListInjector")?.kind, .injector)
        XCTAssertEqual(model.node("injectgrail:Root")?.kind, .injector)
        XCTAssertEqual(model.node("injectgrail:List")?.kind, .injectable)
        XCTAssertTrue(model.edges.contains { $0.from == "injectgrail:List" && $0.to == "injectgrail:ListInjector" && $0.kind == .injects })
    }

    func testTheInjectsCycleIsMarked() {
        let cycle = model.edges.filter(\.onCycle).map { "\($0.from)->\($0.to)" }
        XCTAssertEqual(Set(cycle), ["injectgrail:ListInjector->injectgrail:RowInjector", "injectgrail:RowInjector->injectgrail:ListInjector"])
    }
}
