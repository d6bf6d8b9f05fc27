@testable import DILintCore
import SwiftParser
import SwiftSyntax
import XCTest

final class TypeRefTests: XCTestCase {
    /// Parses `let x: <type>` and reads the annotation.
    private func canonical(_ written: String) -> String {
        let tree = Parser.parse(source: "let x: \(written)")
        let binding = tree.statements.first!.item.as(VariableDeclSyntax.self)!.bindings.first!
        return TypeRef(syntax: binding.typeAnnotation!.type).canonical
    }

    func testSugarAndSpelledOutGenericsAreTheSameType() {
        XCTAssertEqual(canonical("[Int]"), "Array<Int>")
        XCTAssertEqual(canonical("Array<Int>"), "Array<Int>")
        XCTAssertEqual(canonical("[String: [Int]]"), "Dictionary<String, Array<Int>>")
        XCTAssertEqual(canonical("Dictionary<String, Array<Int>>"), "Dictionary<String, Array<Int>>")
    }

    func testOptionalSpellingsAreOneType() {
        XCTAssertEqual(canonical("P?"), "Optional<P>")
        XCTAssertEqual(canonical("P!"), "Optional<P>")
        XCTAssertEqual(canonical("Optional<P>"), "Optional<P>")
        XCTAssertEqual(canonical("Swift.Optional<P>"), "Optional<P>")
        XCTAssertEqual(canonical("(any P)?"), "Optional<P>")
    }

    func testExistentialsAndCompositionsAreNormalized() {
        XCTAssertEqual(canonical("any P"), "P")
        XCTAssertEqual(canonical("B & A"), "A & B")
        XCTAssertEqual(canonical("any (C & A) & B"), "A & B & C")
        // `Any` constrains nothing: the runtimes print `Any & P` as 'P'.
        XCTAssertEqual(canonical("Any & P"), "P")
        XCTAssertEqual(canonical("B & Any & A"), "A & B")
    }

    func testWhitespaceAndNestingAreNormalized() {
        XCTAssertEqual(canonical("Outer . Inner<  Int,String >"), "Outer.Inner<Int, String>")
        XCTAssertEqual(canonical("Swift.String"), "String")
    }

    func testFunctionTupleAndMetatypeTypes() {
        XCTAssertEqual(canonical("(Int, String) -> P"), "(Int, String) -> P")
        // `Void` is `()`: the runtimes print `() -> ()`.
        XCTAssertEqual(canonical("@escaping () -> Void"), "() -> ()")
        XCTAssertEqual(canonical("P.Type"), "P.Type")
    }

    func testUnqualifiedKeyDropsNestingButKeepsGenerics() {
        let type = TypeRef.normalizedNamed([.init("Outer"), .init("Inner", genericArguments: [.name("A.B")])])
        XCTAssertEqual(type.canonical, "Outer.Inner<A.B>")
        XCTAssertEqual(type.unqualified, "Inner<B>")
    }

    func testMentionsGenericParameters() {
        XCTAssertTrue(TypeRef.array(.name("T")).mentions(anyOf: ["T"]))
        XCTAssertFalse(TypeRef.name("Outer.T").mentions(anyOf: ["T"]))
        XCTAssertFalse(TypeRef.name("Tree").mentions(anyOf: ["T"]))
    }
}
