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
}
