import DILintCore
import XCTest

/// An Injects cycle is an error only where InjectGrail's generator recurses on it (frameworks.md §4.3 (c)):
/// a leaf injector below it, from which the generator walks up, and a property on the way no parent has.
final class InjectsCycleRecursionTests: XCTestCase {
    private func cycleSeverities(list: String = "", row: String = "", rowInjects: String = "") -> [Severity] {
        let source = """
            import InjectGrail
            final class Api {}
            struct AppRoot: RootInjector { let api: Api }
            protocol ListInjector: Injector { \(list) }
            protocol RowInjector: Injector { \(row) }
            protocol CellInjector: Injector { var api: Api { get } }
            final class List: Injectable, InjectsRowInjector {
                let injector: ListInjectorImpl
                init(injector: ListInjectorImpl) { self.injector = injector }
            }
            final class Row: Injectable, InjectsListInjector\(rowInjects) {
                let injector: RowInjectorImpl
                init(injector: RowInjectorImpl) { self.injector = injector }
            }
            final class Cell: Injectable {
                let injector: CellInjectorImpl
                init(injector: CellInjectorImpl) { self.injector = injector }
            }
            """
        return Linter.run(sources: ["App/App.swift": source]).diagnostics.filter { $0.rule == DependencyCycleRule.id }.map(\.severity)
    }

    func testALeafBelowAndAPropertyNoParentHasRecurseForever() {
        XCTAssertEqual(cycleSeverities(row: "var index: Int { get }", rowInjects: ", InjectsCellInjector"), [.error])
    }

    func testACycleWithNoLeafBelowIsNeverWalked() {
        XCTAssertEqual(cycleSeverities(row: "var index: Int { get }"), [.warning])
    }

    func testEveryPropertyResolvingEndsTheWalk() {
        XCTAssertEqual(cycleSeverities(list: "var api: Api { get }", row: "var api: Api { get }", rowInjects: ", InjectsCellInjector"),
                       [.warning])
    }
}
