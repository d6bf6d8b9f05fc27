@testable import DILintCore
import SwiftParser
import SwiftSyntax
import XCTest

/// The nesting pre-check held to swift-syntax's own tokens: whatever the bytes, when the parser's tokens
/// nest parentheses, braces or square brackets past a limit, the scanner reports an excess. It may count
/// more than the parser reads (and skip a file), never less (and let the parser run for minutes).
final class SourceLimitsAgainstTokensTests: XCTestCase {
    private struct Depths: Equatable { var parentheses = 0, braces = 0, brackets = 0 }

    /// The deepest run of parentheses, of braces and of square brackets among the tokens swift-syntax reads from `text`.
    private func tokenDepths(_ text: String) -> Depths {
        var open = Depths(), deepest = Depths()
        for token in Parser.parse(source: text).tokens(viewMode: .sourceAccurate) {
            switch token.tokenKind {
            case .leftParen: open.parentheses += 1
            case .rightParen: open.parentheses = max(0, open.parentheses - 1)
            case .leftBrace: open.braces += 1
            case .rightBrace: open.braces = max(0, open.braces - 1)
            case .leftSquare: open.brackets += 1
            case .rightSquare: open.brackets = max(0, open.brackets - 1)
            default: break
            }
            deepest = Depths(parentheses: max(deepest.parentheses, open.parentheses), braces: max(deepest.braces, open.braces),
                             brackets: max(deepest.brackets, open.brackets))
        }
        return deepest
    }

    private func assertNeverCountsLess(_ text: String, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        let depths = tokenDepths(text)
        let excess = SourceLimits.firstExcess(in: Array(text.utf8))
        if depths.parentheses > SourceLimits.maximumParenthesisDepth || depths.braces > SourceLimits.maximumBraceDepth
            || depths.brackets > SourceLimits.maximumBracketDepth {
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
            XCTAssertLessThanOrEqual(depths.brackets, SourceLimits.maximumBracketDepth, url.path)
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

    /// Seeded random bytes among those that open or close something for a lexer, around square brackets
    /// nested one level past a limit lowered to 4 (swift-syntax's work doubles with each level): sometimes
    /// code, sometimes in a literal or comment, perhaps for one reader only.
    func testFuzzedBytesNeverHideSquareBracketsFromTheScanner() {
        let bytes = Array("[[[]](\"\"\"##//**``''\n\n\\\\ab =".utf8)
        let limit = 4
        var generator = SeededGenerator(seed: 11)
        var exceeding = 0
        for round in 0..<3_000 {
            let random = { (count: Int) in
                String(decoding: (0..<count).map { _ in bytes.randomElement(using: &generator)! }, as: UTF8.self)
            }
            let text = random(Int.random(in: 0...24, using: &generator)) + String(repeating: "[", count: limit + 1)
                + random(Int.random(in: 0...6, using: &generator)) + String(repeating: "]", count: limit + 1) + random(Int.random(in: 0...8, using: &generator))
            guard tokenDepths(text).brackets > limit else { continue }
            exceeding += 1
            XCTAssertNotNil(SourceLimits.firstExcess(in: Array(text.utf8), bracketLimit: limit),
                            "round \(round): \(text.debugDescription): the parser nests square brackets past \(limit), the scanner saw no excess")
        }
        XCTAssertGreaterThan(exceeding, 500, "many of the random files nest past the limit for the parser")
    }
}
