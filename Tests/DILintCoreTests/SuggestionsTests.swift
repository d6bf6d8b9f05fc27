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

    /// The bound is the larger of the letters one name has beyond the other's, counted per bucket of the
    /// scalar's low five bits: computed here plainly, over names whose buckets reach every word of the
    /// counts and counts up to 127 (the words must not carry from one bucket to the next).
    func testLetterCountsBoundIsTheLargerSurplusOfLetters() {
        var generator = SeededGenerator(seed: 5)
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz_0123456789ÜÉñ日本{}[]").map { $0.unicodeScalars.first! }
        func name() -> [Unicode.Scalar] {
            let length = Int(generator.next() % 40)
            return (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
        }
        func reference(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
            var (countsA, countsB) = ([Int](repeating: 0, count: 32), [Int](repeating: 0, count: 32))
            for scalar in a { countsA[Int(scalar.value & 31)] += 1 }
            for scalar in b { countsB[Int(scalar.value & 31)] += 1 }
            let surplusA = zip(countsA, countsB).reduce(0) { $0 + max($1.0 - $1.1, 0) }
            let surplusB = zip(countsA, countsB).reduce(0) { $0 + max($1.1 - $1.0, 0) }
            return max(surplusA, surplusB)
        }
        let long = [Unicode.Scalar](repeating: "a", count: 127) + [Unicode.Scalar](repeating: "z", count: 100)
        let names = (0..<300).map { _ in name() } + [long, [Unicode.Scalar](repeating: "a", count: 126), []]
        for a in names {
            for b in names.prefix(60) {
                XCTAssertEqual(Suggestions.LetterCounts(a)!.editsAtLeast(to: Suggestions.LetterCounts(b)!), reference(a, b))
            }
        }
        XCTAssertNil(Suggestions.LetterCounts([Unicode.Scalar](repeating: "a", count: 128)), "a bucket of 128 is not counted")
    }
}
