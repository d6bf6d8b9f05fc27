@testable import DILintCore
import XCTest

/// The graph's canonical order sorts positions and then moves elements: it must give exactly what the
/// standard library's stable sort gives, ties in their first order included.
final class StableSortWithoutCopiesTests: XCTestCase {
    private struct Item: Equatable {
        var key: String
        var arrival: Int
    }

    func testItOrdersAsTheStandardStableSortForEverySize() {
        var generator = SeededGenerator(seed: 11)
        for count in [0, 1, 2, 3, 7, 64, 1000, 5000] {
            // Few distinct keys: most comparisons are ties, whose order only a stable sort keeps.
            let items = (0..<count).map { Item(key: "k\(generator.next() % 13)", arrival: $0) }
            let expected = items.sorted { $0.key < $1.key }
            var sorted = items
            sorted.sortStablyWithoutCopies { $0.key < $1.key }
            XCTAssertEqual(sorted, expected, "\(count) items")
            XCTAssertEqual(items.sortedStablyWithoutCopies { $0.key < $1.key }, expected, "\(count) items, copy")
        }
    }

    func testAnyPermutationComesBackInOrder() {
        var generator = SeededGenerator(seed: 3)
        var values = Array(0..<2000)
        for position in values.indices.reversed() { values.swapAt(position, Int(generator.next() % UInt64(position + 1))) }
        values.sortStablyWithoutCopies(by: <)
        XCTAssertEqual(values, Array(0..<2000))
    }

    func testSourceLocationsOrderByFileThenLineThenColumn() {
        let locations = [SourceLocation(file: "b.swift", line: 1, column: 1), SourceLocation(file: "a.swift", line: 9, column: 2),
                         SourceLocation(file: "a.swift", line: 9, column: 1), SourceLocation(file: "a.swift", line: 10, column: 1)]
        XCTAssertEqual(locations.sorted().map(\.description), ["a.swift:9:1", "a.swift:9:2", "a.swift:10:1", "b.swift:1:1"])
    }
}
