@testable import DILintCore
import XCTest

/// Each output format's escaping, including what the byte-level fast path must not get wrong: text
/// outside ASCII passes through, control characters become what the format wants.
final class EscapeTableTests: XCTestCase {
    func testJSONEscapesQuotesBackslashesAndEveryControlCharacter() {
        XCTAssertEqual(EscapeTable.json.apply("a\"b\\c\nd\u{1}é→"), "a\\\"b\\\\c\\nd\\u0001é→")
    }

    func testXMLDropsControlCharactersItCannotHold() {
        XCTAssertEqual(EscapeTable.xml.apply("<a & 'b'>\u{7}\t"), "&lt;a &amp; &apos;b&apos;&gt;&#9;")
    }

    func testMarkdownCellsStayOneLineAndKeepOtherText() {
        XCTAssertEqual(EscapeTable.markdownCell.apply("Box<T> | x\nÿ"), "Box&lt;T&gt; \\| x<br>ÿ")
    }

    func testTextWithNothingToEscapeComesBackAsItIs() {
        let text = "Die Größe von 'Service' — ok"
        XCTAssertEqual(EscapeTable.json.apply(text), text)
        XCTAssertEqual(EscapeTable.mermaidLabel.apply("a \"b\""), "a #quot;b#quot;")
    }
}
