@testable import DILintCore
import XCTest

/// The byte pre-check that keeps files swift-syntax cannot parse in bounded time and memory from
/// being parsed at all. It must count only real nesting: brackets in comments and strings do not nest.
final class SourceLimitsTests: XCTestCase {
    private func excess(_ text: String) -> SourceLimits.Excess? {
        SourceLimits.firstExcess(in: Array(text.utf8))
    }

    private func nested(_ open: String, _ close: String, _ depth: Int, inner: String = "1") -> String {
        String(repeating: open, count: depth) + inner + String(repeating: close, count: depth)
    }

    func testDepthsAtTheLimitPassAndOneMoreIsReportedWithItsLine() {
        XCTAssertNil(excess("let a = " + nested("[", "]", SourceLimits.maximumBracketDepth)))
        XCTAssertEqual(excess("// header\n\nlet a = " + nested("[", "]", SourceLimits.maximumBracketDepth + 1)),
                       SourceLimits.Excess(what: "square brackets nested", limit: SourceLimits.maximumBracketDepth, line: 3))
        XCTAssertNil(excess("let a = " + nested("(", ")", SourceLimits.maximumParenthesisDepth)))
        XCTAssertEqual(excess("let a = " + nested("(", ")", SourceLimits.maximumParenthesisDepth + 1))?.what, "parentheses nested")
        XCTAssertNil(excess(nested("{", "}", SourceLimits.maximumBraceDepth)))
        XCTAssertEqual(excess(nested("{", "}", SourceLimits.maximumBraceDepth + 1))?.what, "braces nested")
    }

    func testGenericAngleBracketsCountAfterANameOnOneLine() {
        let limit = SourceLimits.maximumAngleBracketDepth
        XCTAssertNil(excess("var g: " + nested("A<", ">", limit, inner: "B")))
        XCTAssertEqual(excess("\nf(" + String(repeating: "A<", count: limit + 1))?.what, "generic angle brackets nested")
        XCTAssertEqual(excess("\nf(" + String(repeating: "A<", count: limit + 1))?.line, 2)
        XCTAssertNil(excess(String(repeating: "if a < b && c<d { }\n", count: limit * 2)), "comparisons end with their line")
        XCTAssertNil(excess("func f() -> " + nested("A<", ">", limit, inner: "B") + " {}"), "-> is not a closing bracket")
    }

    func testSiblingsDoNotAddUp() {
        let many = String(repeating: "let a = [[[1]]]\nf((1), (2))\n", count: 500)
        XCTAssertNil(excess(many))
    }

    func testBracketsInCommentsAndStringsDoNotNest() {
        let deep = String(repeating: "[", count: 100)
        XCTAssertNil(excess("// \(deep)\nlet a = 1\n"))
        XCTAssertNil(excess("/* \(deep) /* nested */ \(deep) */\nlet a = 1\n"))
        XCTAssertNil(excess("let s = \"\(deep)\"\n"))
        XCTAssertNil(excess("let s = #\"\(deep) \" still raw\"#\n"))
        XCTAssertNil(excess("let s = \"\"\"\n\(deep)\n\"\"\"\n"))
        XCTAssertNotNil(excess("let s = \"\"\"\nquoted\n\"\"\"\nlet a = \(deep)"), "code after the string counts again")
        // `#"""#` is a one-line raw string holding `"`: the code after it is code.
        XCTAssertNotNil(excess("let q = #\"\"\"#\nlet a = \(deep)\nlet r = #\"\"\"\n\"\"\"#\n"), "a one-line raw string of quotes ends on its line")
    }

    func testInterpolationIsCodeAndItsDepthCounts() {
        XCTAssertNotNil(excess("let s = \"\\(" + String(repeating: "[", count: 40) + "\""), "the brackets in an interpolation nest")
        XCTAssertNil(excess("let s = " + nested("\"\\(", ")\"", SourceLimits.maximumInterpolationDepth)))
        XCTAssertEqual(excess("let s = " + nested("\"\\(", ")\"", SourceLimits.maximumInterpolationDepth + 1))?.what,
                       "string interpolations nested")
        XCTAssertNil(excess("let s = #\"\\(" + String(repeating: "[", count: 40) + "\"#\n"), "no interpolation in a raw string without #")
        XCTAssertNil(excess("let s = \"a \\(f(x)) b\"\nlet t = \"\\\"(\"\n" + String(repeating: "f(x)\n", count: 300)),
                     "an interpolation's own parentheses close it")
    }

    func testConditionalCompilationDepthCountsOnlyDirectivesAtLineStart() {
        XCTAssertNil(excess(nested("#if A\n", "#endif\n", SourceLimits.maximumConditionalCompilationDepth)))
        XCTAssertEqual(excess(nested("#if A\n", "#endif\n", SourceLimits.maximumConditionalCompilationDepth + 1))?.line,
                       SourceLimits.maximumConditionalCompilationDepth + 1)
        XCTAssertNil(excess(String(repeating: "let a = \"#if\" // #if\n", count: 100)))
        XCTAssertNil(excess(String(repeating: "#if A\nlet a = 1\n#endif\n", count: 100)), "sibling blocks close")
    }

    func testFileSizeLimit() {
        XCTAssertEqual(SourceLimits.firstExcess(in: [UInt8](repeating: 0x20, count: SourceLimits.maximumFileBytes + 1))?.limit,
                       SourceLimits.maximumFileBytes)
        XCTAssertNil(SourceLimits.firstExcess(in: [UInt8](repeating: 0x20, count: 1000)))
    }

    func testUnterminatedLiteralsEndTheScanWithoutAnExcess() {
        XCTAssertNil(excess("let s = \"never closed\nlet a = [[1]]\n"))
        XCTAssertNil(excess("/* never closed [[[[[[[[[[[[[[[[[[[[[[[ */"))
    }

    /// A `/*` or `"""` with no closer after it may be part of something the scanner does not read as
    /// Swift's lexer does; the scanner does not let it hide what follows.
    func testAnOpenerWithoutACloserHidesNothing() {
        XCTAssertNotNil(excess("/* never closed [[[[[[[[[[[[[[[[[[[[[[["))
        XCTAssertNotNil(excess("let s = \"\"\"\nnever closed [[[[[[[[[[[[[[[[[[[[[[["))
    }

    /// Each way a Swift file can hold `/*`, `"` or `"""` that opens nothing for Swift's lexer: the nesting after
    /// it still counts (each of these once ran the parser for minutes).
    func testRawIdentifiersQuotedNamesAndRegexLiteralsHideNoNesting() {
        let deep = "let a = " + nested("[", "]", 40) + "\n"
        for prefix in ["let `x/*` = 1", "let `x\"\"\"` = 1", "let c = '\"\"\"'", "let c = '/*'", "let r = /\"\"\"/", "let r = /\\/*/",
                       "let r = #/\"\"\"/#", "let r = ##/\n/*\n\"\"\"\n/##", "f(/\"/)", "if x.contains(/a\"b/) {}"] {
            XCTAssertEqual(excess(prefix + "\n" + deep)?.what, "square brackets nested", prefix)
            XCTAssertEqual(excess(prefix + " ; " + deep)?.what, "square brackets nested", prefix + " (same line)")
        }
    }

    /// Brackets inside a regex literal count as code's would: the scanner may take a division for a regex,
    /// and must then count no less than the parser reads.
    func testRegexLiteralsCountTheirBrackets() {
        XCTAssertNotNil(excess("let r = /" + String(repeating: "(", count: 200) + "/\n"))
        XCTAssertNil(excess("let r = /[a-z]+(\\d)*/\nlet s = a / b / c\n"))
    }

    /// Where Swift's lexer reads a `/`, a quote or a `#` otherwise than a glance at its neighbours suggests
    /// (each found by fuzzing against swift-syntax's tokens): the brackets after it still count.
    func testDivisionsRawStringsAndInterpolationsReadAsSwiftSyntaxReadsThem() {
        let deep = nested("[", "]", 40)
        // After a string, a `/` is a division: no regex literal hides the quote before the brackets.
        XCTAssertNotNil(excess("let a = 'x'\n/]\"[[\"\"*/\"\\\(deep)"), "a division after a string")
        // `**/` ends no comment and starts no regex literal.
        XCTAssertNotNil(excess("**/\"a#' '/\"\(deep)"), "a / after *")
        // `#"…"##`: the closing quote takes both `#`s, and the next `"` opens a string that ends on its line.
        XCTAssertNotNil(excess("#\"a\"##\" \"\(deep)"), "a raw string closed by more #s than it opened with")
        // `"\\(abc "`: the string's own quote after a name ends the interpolation and the string.
        XCTAssertNotNil(excess("let s = \"\\(abc \"\(deep)\""), "a quote after a name ends an interpolation")
    }
}

