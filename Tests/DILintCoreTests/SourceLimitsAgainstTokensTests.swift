@testable import DILintCore
import SwiftParser
import SwiftSyntax
import XCTest

/// The nesting pre-check held to swift-syntax's own tokens: whatever the bytes, when the parser's tokens
/// nest parentheses or braces past a limit, the scanner reports an excess. It may count more than the
/// parser reads (and skip a file), never less (and let the parser run for minutes).
final class SourceLimitsAgainstTokensTests: XCTestCase {
    /// The deepest run of parentheses and of braces among the tokens swift-syntax reads from `text`.
    private func tokenDepths(_ text: String) -> (parentheses: Int, braces: Int) {
        var parentheses = 0, braces = 0, deepest = (parentheses: 0, braces: 0)
        for token in Parser.parse(source: text).tokens(viewMode: .sourceAccurate) {
            switch token.tokenKind {
            case .leftParen: parentheses += 1
            case .rightParen: parentheses = max(0, parentheses - 1)
            case .leftBrace: braces += 1
            case .rightBrace: braces = max(0, braces - 1)
            default: break
            }
            deepest = (max(deepest.parentheses, parentheses), max(deepest.braces, braces))
        }
        return deepest
    }

    private func assertNeverCountsLess(_ text: String, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        let depths = tokenDepths(text)
        let excess = SourceLimits.firstExcess(in: Array(text.utf8))
        if depths.parentheses > SourceLimits.maximumParenthesisDepth || depths.braces > SourceLimits.maximumBraceDepth {
            XCTAssertNotNil(excess, "\(what): the parser nests \(depths), the scanner saw no excess", file: file, line: line)
        }
    }

    func testEveryFixtureFileIsWithinTheLimitsBothWays() {
        let files = FixtureSwiftFiles.all()
        XCTAssertGreaterThan(files.count, 100)
        for (url, text) in files {
            let depths = tokenDepths(text)
            XCTAssertLessThanOrEqual(depths.parentheses, SourceLimits.maximumParenthesisDepth, url.path)
            XCTAssertLessThanOrEqual(depths.braces, SourceLimits.maximumBraceDepth, url.path)
        }
    }

    /// Pieces that open or close something for one reader and perhaps not for the other, in seeded random
    /// order (`SeededGenerator`), followed by parentheses or braces beyond the limit.
    func testFuzzedBytesNeverHideNestingFromTheScanner() {
        let pieces = ["`x/*`", "`a\"\"\"`", "'\"'", "'/*'", "'\"\"\"'", "/\"/", "/\\/*/", "#/\"\"\"/#", "##/\n/*\n/##", "\"", "\"\"\"",
                      "#\"", "\"#", "/*", "*/", "//", "\\(", "\n", " ", "a", "let x = ", "f(", ")", "{", "}", "#if A\n", "#endif\n",
                      "'", "`", "/", "#", "\\", "x / y / z", " /a/ ", "\"\\(\"", "\"\"\"\n", "\n\"\"\""]
        var generator = SeededGenerator(seed: 7)
        for round in 0..<300 {
            var text = ""
            for _ in 0..<Int.random(in: 1...12, using: &generator) { text += pieces.randomElement(using: &generator)! }
            let depth = Int.random(in: 129...180, using: &generator)
            let (open, close) = Bool.random(using: &generator) ? ("(", ")") : ("{", "}")
            text += (Bool.random(using: &generator) ? "\n" : " ") + "let n = " + String(repeating: open, count: depth) + "1"
                + String(repeating: close, count: depth) + "\n"
            assertNeverCountsLess(text, "round \(round): \(text.prefix(80).debugDescription)")
        }
    }
}
