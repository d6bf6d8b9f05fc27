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

    /// The lookup reads only the name lengths its allowed edits reach: over random keys (qualified,
    /// differing in case, of every length) it answers what a plain scan over every key with the same rule
    /// answers.
    func testLookingUpByLengthAnswersAsAScanOverEveryKey() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("abcdeABCDE")
        func name() -> String { String((0..<Int.random(in: 1...14, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }) }
        let keys = (0..<400).map { _ in Bool.random(using: &generator) ? name() : "Module.\(name())" } + ["Abcde", "abcde", "Abcdea"]
        let candidates = Suggestions.Candidates(keys)
        func scan(_ key: String) -> [String] {
            let last = { (key: String) in String(key.split(separator: ".").last ?? Substring(key)) }
            let wanted = last(key)
            return Set(keys).compactMap { other -> (Int, Int, String)? in
                guard other != key else { return nil }
                let candidate = last(other)
                if candidate == wanted { return (0, wanted.count, other) }
                let shorter = min(wanted.count, candidate.count)
                let allowed = shorter < 3 ? 0 : max(1, shorter / 3)
                guard let distance = Suggestions.editDistance(wanted.lowercased(), candidate.lowercased(), atMost: allowed) else { return nil }
                return (distance, Suggestions.sharedPrefixLength(wanted.lowercased(), candidate.lowercased()), other)
            }.sorted { ($0.0, -$0.1, $0.2) < ($1.0, -$1.1, $1.2) }.prefix(3).map(\.2)
        }
        var suggested = 0
        for key in keys.prefix(150) + ["Abcdf", "abcd", "Module.Abcde"] {
            let found = candidates.closest(to: key)
            XCTAssertEqual(found, scan(key), key)
            suggested += found.isEmpty ? 0 : 1
        }
        XCTAssertGreaterThan(suggested, 3, "some keys have near names, so the comparison is not of empty lists")
    }
}
