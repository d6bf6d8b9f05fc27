@testable import DILintCore
import SwiftParser
import SwiftSyntax
import XCTest

/// `collapsedText` reads bytes instead of splitting Characters; it must give what the Character way gives.
final class CollapsedTextTests: XCTestCase {
    private final class Calls: SyntaxVisitor {
        var calls: [FunctionCallExprSyntax] = []
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            calls.append(node)
            return .visitChildren
        }
    }

    private func characterWay(_ node: some SyntaxProtocol) -> String {
        node.trimmedDescription.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    func testTabsLineBreaksCommentsAndNonASCIICollapseAlike() {
        let source = "let a = Factory<P>   {\t X(\r\n  y: 1) // note\n }\nlet b = Singleton { Ünïcødé(\u{00A0}x:\u{2028}1) }\nlet c = f(  )\n"
        let calls = Calls(viewMode: .sourceAccurate)
        calls.walk(Parser.parse(source: source))
        XCTAssertEqual(calls.calls.count, 5)
        for call in calls.calls { XCTAssertEqual(call.collapsedText, characterWay(call), call.description) }
        XCTAssertEqual(calls.calls[0].collapsedText, "Factory<P> { X( y: 1) // note }")
    }

    func testEveryCallInTheFixturesCollapsesAlike() throws {
        var compared = 0
        for (url, text) in FixtureSwiftFiles.all() {
            let calls = Calls(viewMode: .sourceAccurate)
            calls.walk(Parser.parse(source: text))
            for call in calls.calls {
                XCTAssertEqual(call.collapsedText, characterWay(call), url.path)
                compared += 1
            }
        }
        XCTAssertGreaterThan(compared, 1000)
    }
}
