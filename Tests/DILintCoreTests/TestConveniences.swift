@testable import DILintCore
@testable import GraphvizRender

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

    static func editDistance(_ a: String, _ b: String, atMost limit: Int) -> Int? {
        editDistance(Array(a.unicodeScalars), Array(b.unicodeScalars), atMost: limit)
    }
}

extension RuleCatalog {
    /// The ids of the rules that check the graph, in the order of `all`, without running them.
    static var checkingRuleIDs: [String] { instances().map { type(of: $0).id } }
}

extension Graphviz {
    /// How many layouts this process has made (measured or rendered): what a caller that must not lay
    /// out (DOT output) is held to.
    static var layoutsMade: Int { GraphvizSession.shared.layoutsMade }
}

extension Suggestions.LetterCounts {
    /// The lower bound without a limit.
    func editsAtLeast(to other: Suggestions.LetterCounts) -> Int {
        editsAtLeast(to: other, over: Int.max)
    }
}
