/// What a function or accessor body must spell for a frontend to find anything in it. In a file a
/// frontend reads, such a body that spells none of its markers holds none of its facts and is blanked
/// before the parse (`UnreadBodies`); initializer bodies are kept there whatever they spell, since which
/// properties an initializer reads decides when a wrapper resolves.
struct BodyMarkers: Sendable, Equatable {
    /// Whether any identifier that may name a type (a capital ASCII letter or a non-ASCII byte first)
    /// marks the body: a call `Service()` may construct a module, `Foo.self` names a key.
    var typeNames: Bool
    /// Other identifiers that mark the body (`inject`, `get`), as bytes.
    var words: [[UInt8]]

    init(typeNames: Bool, words: [String]) {
        self.typeNames = typeNames
        self.words = words.map { Array($0.utf8) }
    }

    /// What marks a body for any of several frontends.
    func union(_ other: BodyMarkers) -> BodyMarkers {
        var merged = self
        merged.typeNames = typeNames || other.typeNames
        merged.words += other.words.filter { !words.contains($0) }
        return merged
    }

    /// Whether the identifier at `range` of `bytes` marks a body.
    func marks(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        let first = bytes[range.lowerBound]
        if typeNames && ((0x41...0x5A).contains(first) || first >= 0x80) { return true }
        return words.contains { word in
            word.count == range.count && word.indices.allSatisfy { word[$0] == bytes[range.lowerBound + $0] }
        }
    }
}
