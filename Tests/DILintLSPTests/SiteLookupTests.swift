@testable import DILintLSP
import DILintCore
import XCTest

final class SiteLookupTests: XCTestCase {
    private let source = """
        import Dirk
        protocol Client {}
        protocol Logger {}
        final class HTTP: Client {}
        final class Console: Logger {}
        final class Repository { init(client: Client, logger: Logger) {} }
        func start() {
            Dirk.start {
                Module {
                    Factory<Client> { HTTP() }
                    Factory<Logger> { Console() }
                    Factory { Repository(client: $0.get(), logger: $0.get()) }
                }
            }
        }
        """

    /// The key of the request the cursor finds at a 1-based column of line 12.
    private func key(atColumn column: Int) throws -> String? {
        let report = Linter.run(sources: ["App/Start.swift": source])
        let providers = ProviderIndex(report.graph)
        let lines = TextLines(Array(source.utf8), encoding: .utf8)
        guard case .request(let request)? = Site.at(file: "App/Start.swift", line: 12, column: column, in: providers,
                                                    siteEnd: lines.siteEndColumn) else { return nil }
        return request.key
    }

    func testTheCursorFindsTheSiteItIsOnElseTheNearestOnItsLine() throws {
        let line = source.split(separator: "\n", omittingEmptySubsequences: false)[11]
        let columns = line.utf8.enumerated().filter { $0.element == UInt8(ascii: "$") }.map { $0.offset + 1 }
        XCTAssertEqual(columns.count, 2)
        XCTAssertEqual(try key(atColumn: columns[0] + 4), "Client", "inside the first $0.get()")
        XCTAssertEqual(try key(atColumn: columns[1] + 1), "Logger", "inside the second")
        let logger = line.utf8.distance(from: line.startIndex, to: line.range(of: "logger:")!.lowerBound) + 1
        XCTAssertEqual(try key(atColumn: logger), "Logger", "on `logger:`, the argument's site")
        XCTAssertEqual(try key(atColumn: columns[0] - 3), "Client", "on `client:`")
    }
}
