@testable import DILintCore
import SwiftParser
import SwiftSyntax
import XCTest

/// The body pass held to swift-syntax's own tokens: whatever the bytes, every body it reports lies between
/// a `{` and the `}` that the parser's tokens pair with it, or it reports nothing (`nil`).
final class BodyScannerAgainstTokensTests: XCTestCase {
    /// Each `{` token's offset paired with its `}` token's, as the token stream nests them.
    private func bracePairs(_ text: String) -> [Int: Int] {
        var open: [Int] = [], pairs: [Int: Int] = [:]
        for token in Parser.parse(source: text).tokens(viewMode: .sourceAccurate) {
            let offset = token.positionAfterSkippingLeadingTrivia.utf8Offset
            if token.tokenKind == .leftBrace { open.append(offset) }
            if token.tokenKind == .rightBrace, let start = open.popLast() { pairs[start] = offset }
        }
        return pairs
    }

    private func bodies(_ text: String) -> [BodyScanner.Body]? {
        Array(text.utf8).withUnsafeBufferPointer { buffer in
            var scanner = BodyScanner(bytes: buffer)
            return scanner.run()
        }
    }

    /// Bodies around seeded random bytes that open or close something for a lexer, and those bytes around them.
    func testFuzzedBytesGiveOnlyBodiesTheParserBracesToo() {
        let pieces = ["{", "}", "[", "]", "(", ")", "\"", "\"\"\"", "#", "/", "*", "`", "'", "\n", "\\", "\\(", "a", " ", "=", "x"]
        let bodies = ["func f() {", "var v: Int {", "init() {", "var w: Int { get {"]
        var generator = SeededGenerator(seed: 5)
        var reported = 0
        for round in 0..<3_000 {
            func junk() -> String { (0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined() }
            let text = (0..<Int.random(in: 1...4, using: &generator)).map { _ in
                Bool.random(using: &generator) ? junk() : bodies.randomElement(using: &generator)! + junk() + "}\n"
            }.joined()
            guard let found = self.bodies(text) else { continue }
            let pairs = bracePairs(text)
            for body in found {
                reported += 1
                XCTAssertEqual(pairs[body.range.lowerBound - 1], body.range.upperBound,
                               "round \(round): the body \(body.range) of \(text.debugDescription) is not between braces the parser pairs")
            }
        }
        XCTAssertGreaterThan(reported, 100, "many of the random files hold a body")
    }
}
