@testable import DILintCore
import XCTest

/// "Did you mean" must name likely typos and nothing else.
final class SuggestionsTests: XCTestCase {
    func testOneEditAwayIsSuggested() {
        XCTAssertEqual(Suggestions.closest(to: "AnalyticsTraking", among: ["AnalyticsTracking", "Logging"]), ["AnalyticsTracking"])
    }

    func testShortNamesAreNotSuggestedForEachOther() {
        XCTAssertEqual(Suggestions.closest(to: "A", among: ["B", "AB", "Ab"]), [])
        XCTAssertEqual(Suggestions.closest(to: "DB", among: ["UI", "DC"]), [])
    }

    func testACaseDifferenceIsSuggestedWhateverTheLength() {
        XCTAssertEqual(Suggestions.closest(to: "Db", among: ["DB", "UI"]), ["DB"])
    }

    func testEqualDistancePrefersTheLongerSharedPrefix() {
        XCTAssertEqual(Suggestions.closest(to: "CartStore", among: ["BartStore", "CartStory"]), ["CartStory", "BartStore"])
    }

    func testModuleQualifiedKeysCompareByTheirLastName() {
        XCTAssertEqual(Suggestions.closest(to: "Logger", among: ["Core.Loggr", "Core.Clock"]), ["Core.Loggr"])
    }

    func testFarNamesAreNotSuggested() {
        XCTAssertEqual(Suggestions.closest(to: "PaymentProcessing", among: ["PricingService", "Payments"]), [])
    }

    func testSwappingTwoAdjacentLettersIsOneEdit() {
        XCTAssertEqual(Suggestions.editDistance("nmae", "name"), 1)
        XCTAssertEqual(Suggestions.editDistance("ab", "ba"), 1)
        XCTAssertEqual(Suggestions.editDistance("abc", "ca"), 3, "a swap counts once, not as a way to reorder further")
        XCTAssertEqual(Suggestions.closest(to: "nmae", among: ["name", "count"]), ["name"])
    }

    func testABoundedDistanceIsExactWithinTheBoundAndNilBeyondIt() {
        let pairs = [("nmae", "name"), ("abc", "ca"), ("Repository", "Repositroy"), ("kitten", "sitting"), ("", "abc"), ("PaymentService", "PaymentsService")]
        for (a, b) in pairs {
            let exact = Suggestions.editDistance(a, b)
            for limit in 0...exact + 1 {
                XCTAssertEqual(Suggestions.editDistance(a, b, atMost: limit), limit >= exact ? exact : nil, "\(a) ~ \(b) within \(limit)")
            }
        }
    }

    /// The letter counts skip a candidate only when its edit distance is surely too large: over many pairs
    /// of similar and dissimilar names (non-ASCII, shared buckets, transpositions), the bound never exceeds
    /// the distance.
    func testLetterCountsNeverExceedTheEditDistance() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("abcdeABCDE_0Ünï日{}")
        let names = ["PaymentService", "PaymentsService", "ServicePayment", "nmae", "name", "Repository", "Repositroy", ""]
            + (0..<120).map { _ in String((0..<Int.random(in: 0...12, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }) }
        var compared = 0
        for a in names {
            for b in names {
                let (left, right) = (Array(a.lowercased().unicodeScalars), Array(b.lowercased().unicodeScalars))
                guard let countsA = Suggestions.LetterCounts(left), let countsB = Suggestions.LetterCounts(right) else { continue }
                XCTAssertLessThanOrEqual(countsA.editsAtLeast(to: countsB), Suggestions.editDistance(a.lowercased(), b.lowercased()), "\(a) ~ \(b)")
                compared += 1
            }
        }
        XCTAssertGreaterThan(compared, 10_000)
        XCTAssertEqual(Suggestions.LetterCounts(Array("PaymentService".lowercased().unicodeScalars))!
            .editsAtLeast(to: Suggestions.LetterCounts(Array("ServicePayment".lowercased().unicodeScalars))!), 0)
    }
}
