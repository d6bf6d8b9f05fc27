/// Names a run learns before extraction and reads every file with: the renamed parts of framework
/// copies found in the project. Extraction stays a pure function of (bytes, vocabulary).
public struct ExtractionVocabulary: Hashable, Sendable {
    public var shank: ShankNames

    public init(shank: ShankNames = .standard) {
        self.shank = shank
    }

    public static let standard = ExtractionVocabulary()
}
