import GraphvizRender
import XCTest

final class PDFRenderingTests: XCTestCase {
    func testPDFStartsWithPDFMagic() throws {
        let bytes = try Graphviz.render(SampleGraphs.services, format: .pdf).bytes

        XCTAssertEqual(Array(bytes.prefix(4)), Array("%PDF".utf8))
    }

    /// The time of rendering would make each second's PDF of the same picture different bytes.
    func testPDFHoldsNoCreationDate() throws {
        let text = String(decoding: try Graphviz.render(SampleGraphs.services, format: .pdf).bytes, as: UTF8.self)

        XCTAssertFalse(text.contains("/CreationDate"))
        XCTAssertTrue(text.contains("/Producer (cairo"), "the information dictionary is still there")
        XCTAssertTrue(text.hasSuffix("%%EOF\n"))
    }
}
