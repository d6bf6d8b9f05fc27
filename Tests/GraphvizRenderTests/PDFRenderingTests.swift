import GraphvizRender
import XCTest

final class PDFRenderingTests: XCTestCase {
    func testPDFStartsWithPDFMagic() throws {
        let bytes = try Graphviz.render(SampleGraphs.services, format: .pdf).bytes

        XCTAssertEqual(Array(bytes.prefix(4)), Array("%PDF".utf8))
    }
}
