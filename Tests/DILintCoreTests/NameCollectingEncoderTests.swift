@testable import DILintCore
import XCTest

/// Reading a `TypeRef` directly must hand on the names its `Codable` form hands on, under every key.
final class NameCollectingEncoderTests: XCTestCase {
    private struct Sample: Encodable {
        var plain: [TypeRef]
        /// A function result's `name` counts whatever its case: a component's `name` below it too.
        var functionResult: TypeRef
        /// Skipped: nothing under it counts.
        var conditions: TypeRef
    }

    func testEveryShapeOfTypeGivesTheNamesItsCodableFormGives() {
        let shapes: [TypeRef] = [
            .named([.init("Outer"), .init("inner", genericArguments: [.name("Element"), .optional(.name("lower"))])]),
            .dictionary(key: .name("Key"), value: .unknown("Pack<each T>")),
            .function(parameters: [.path(["Module", "helper"])], result: .optional(.array(.metatype(.name("Meta"))))),
            .composition([.name("P"), .name("Q")]),
            .tuple([.name("First"), .unknown("some View")]),
        ]
        let sample = Sample(plain: shapes, functionResult: .path(["factory", "Maker"]), conditions: .name("Hidden"))
        let direct = NameCollectingEncoder.names(in: sample)
        XCTAssertEqual(direct, NameCollectingEncoder.names(in: sample, readingTypesDirectly: false))
        XCTAssertTrue(direct.isSuperset(of: ["Outer", "Element", "Key", "Pack", "Meta", "First", "View", "factory", "Maker"]), "\(direct)")
        XCTAssertFalse(direct.contains("Hidden"))
        XCTAssertFalse(direct.contains("lower"))
    }

    func testEveryFixtureFilesFactsGiveTheSameNamesEitherWay() {
        var compared = 0
        for (url, text) in FixtureSwiftFiles.all() {
            let facts = Extractor.extract(bytes: Array(text.utf8))
            for (framework, found) in facts.frameworks {
                XCTAssertEqual(NameCollectingEncoder.names(in: found), NameCollectingEncoder.names(in: found, readingTypesDirectly: false),
                               "\(url.path) \(framework)")
                compared += 1
            }
        }
        XCTAssertGreaterThan(compared, 100)
    }
}
