/// What a function or accessor body must spell for a frontend to find anything in it. In a file a
/// frontend reads, such a body that spells none of its markers holds none of its facts and is cut
/// before the parse (`UnreadBodies`); initializer bodies are kept there whatever they spell, since which
/// properties an initializer reads decides when a wrapper resolves.
struct BodyMarkers: Sendable, Equatable {
    /// Whether any identifier that may name a type (a capital ASCII letter or a non-ASCII byte first)
    /// marks the body: a call `Service()` may construct a module, `Foo.self` names a key.
    var typeNames: Bool
    /// Type names that do not mark the body even so (`Date`, `Text`: the standard library's and Apple's
    /// types, whose construction the frontend does not record), as bytes.
    var ignoredTypeNames: [[UInt8]]
    /// Other identifiers that mark the body (`inject`, `get`), as bytes.
    var words: [[UInt8]]
    /// Identifiers that mark the body when its declaration's signature spells them (`-> Module`, `: [Module]`):
    /// what such a body returns is read, whatever it spells itself.
    var signatureWords: [[UInt8]]

    init(typeNames: Bool, ignoring ignoredTypeNames: Set<String> = [], words: [String], signatureWords: [String] = []) {
        self.typeNames = typeNames
        self.ignoredTypeNames = ignoredTypeNames.sorted().map { Array($0.utf8) }
        self.words = words.map { Array($0.utf8) }
        self.signatureWords = signatureWords.map { Array($0.utf8) }
    }

    /// What marks a body for any of several frontends: a name one of them does not ignore marks it.
    func union(_ other: BodyMarkers) -> BodyMarkers {
        var merged = self
        merged.typeNames = typeNames || other.typeNames
        merged.ignoredTypeNames = switch (typeNames, other.typeNames) {
        case (true, true): ignoredTypeNames.filter(other.ignoredTypeNames.contains)
        case (true, false): ignoredTypeNames
        case (false, _): other.ignoredTypeNames
        }
        merged.words += other.words.filter { !words.contains($0) }
        merged.signatureWords += other.signatureWords.filter { !signatureWords.contains($0) }
        return merged
    }

    /// Whether the identifier at `range` of `bytes` marks a body.
    func marks(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        let first = bytes[range.lowerBound]
        if typeNames && ((0x41...0x5A).contains(first) || first >= 0x80) && !Self.spells(bytes, range, anyOf: ignoredTypeNames) {
            return true
        }
        return Self.spells(bytes, range, anyOf: words)
    }

    /// Whether the identifier at `range`, in a declaration's signature, marks the body that follows.
    func marksSignature(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        Self.spells(bytes, range, anyOf: signatureWords)
    }

    private static func spells(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, anyOf words: [[UInt8]]) -> Bool {
        words.contains { word in
            word.count == range.count && word.indices.allSatisfy { word[$0] == bytes[range.lowerBound + $0] }
        }
    }
}
