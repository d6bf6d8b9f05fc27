@testable import DILintLSP
import XCTest

final class TextLinesTests: XCTestCase {
    func testUTF16CountsSurrogatePairsTwiceAndUTF8CountsBytes() {
        let text = Array("let a = \"é😀\"; inject()\nnext".utf8)
        // `inject` starts after `let a = "é😀"; `: 15 bytes + 2 (é) + 4 (😀) … as dilint's UTF-8 column.
        let column = Array("let a = \"é😀\"; ".utf8).count + 1
        XCTAssertEqual(TextLines(text, encoding: .utf8).position(line: 1, column: column), Position(line: 0, character: column - 1))
        // é is one UTF-16 unit, 😀 two.
        XCTAssertEqual(TextLines(text, encoding: .utf16).position(line: 1, column: column), Position(line: 0, character: 15))
    }

    func testPlaceOfAPositionIsTheInverse() {
        let text = Array("a\r\nlet x = \"😀\" + y\rz".utf8)
        for encoding in [TextLines.Encoding.utf8, .utf16] {
            let lines = TextLines(text, encoding: encoding)
            let y = Array("let x = \"😀\" + ".utf8).count + 1
            let position = lines.position(line: 2, column: y)
            XCTAssertEqual(lines.place(of: position).line, 2)
            XCTAssertEqual(lines.place(of: position).column, y, "\(encoding)")
            XCTAssertEqual(lines.position(line: 3, column: 1), Position(line: 2, character: 0), "a lone \\r ends a line")
        }
    }

    func testPositionsPastTheLineAreClamped() {
        let lines = TextLines(Array("ab\ncd".utf8), encoding: .utf16)
        XCTAssertEqual(lines.position(line: 1, column: 40), Position(line: 0, character: 2))
        XCTAssertEqual(lines.offset(of: Position(line: 0, character: 99)), 2)
        XCTAssertEqual(lines.offset(of: Position(line: 7, character: 0)), 5)
    }

    func testWordEndCoversAnAttributeAMemberChainAndACall() {
        let lines = TextLines(Array("    @Inject var clock: Clock\n    inject()\n    A(b: $0.get(), c: f(x(1)\n".utf8), encoding: .utf16)
        XCTAssertEqual(lines.wordEnd(line: 1, column: 5), Position(line: 0, character: 11))
        XCTAssertEqual(lines.wordEnd(line: 2, column: 5), Position(line: 1, character: 12))
        XCTAssertEqual(lines.wordEnd(line: 3, column: 10), Position(line: 2, character: 17), "$0.get()")
        XCTAssertEqual(lines.wordEnd(line: 3, column: 23), Position(line: 2, character: 23), "a call not closed on its line: the name only")
    }
}
