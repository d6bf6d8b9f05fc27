@testable import DILintCore

// Shorthands only tests use, kept out of the tool itself.

extension TypeRef {
    /// A nominal type written with dots, `"Outer.Inner"`.
    static func name(_ dotted: String) -> TypeRef {
        path(dotted.split(separator: ".").map(String.init))
    }
}

extension DrawModel {
    func node(_ id: String) -> Node? { nodes.first { $0.id == id } }
}

extension StableDigest {
    static func of(_ value: some Encodable) -> String? {
        of(value) { _ in }
    }
}

extension Suggestions {
    /// The edit distance without a limit.
    static func editDistance(_ a: String, _ b: String) -> Int {
        editDistance(a, b, atMost: Int.max - 1)!
    }
}

extension Suggestions.LetterCounts {
    /// The lower bound without a limit.
    func editsAtLeast(to other: Suggestions.LetterCounts) -> Int {
        editsAtLeast(to: other, over: Int.max)
    }
}
