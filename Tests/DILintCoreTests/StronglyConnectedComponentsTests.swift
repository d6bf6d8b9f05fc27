@testable import DILintCore
import XCTest

final class StronglyConnectedComponentsTests: XCTestCase {
    /// Components come out in the walk's order from the sorted roots, each sorted; a name only a
    /// successor list holds is walked too, and a node listed twice is one node.
    func testComponentsFollowTheSortedWalkWhateverTheInputOrder() {
        let successors = ["B": ["C"], "C": ["B", "D"], "D": ["Hidden"], "Hidden": ["D"], "A": ["A", "B"], "E": []]
        let expected = [["Hidden", "D"].sorted(), ["B", "C"], ["A"], ["E"]]
        XCTAssertEqual(StronglyConnectedComponents.of(nodes: ["E", "A", "C", "B", "D", "C"], successors: successors), expected)
        XCTAssertEqual(StronglyConnectedComponents.of(nodes: ["D", "C", "B", "A", "E"], successors: successors), expected)
        XCTAssertEqual(StronglyConnectedComponents.of(nodes: [], successors: successors), [])
    }
}
