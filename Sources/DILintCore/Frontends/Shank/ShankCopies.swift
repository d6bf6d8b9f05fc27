import Foundation
import SwiftParser

/// Finds the copies of Shank's source a project carries, among its own files and under the folders
/// discovery does not analyse (`Pods/<Name>/`, `Vendor/`…), before extraction: their names are the
/// vocabulary every file is then read with. A copy is never analysed itself.
public struct ShankCopies: Sendable {
    public var dialects: [ShankDialect] = []
    /// Copies outside the analysed files, as files whose only fact is the copy marker: they tell the
    /// linker the project uses Shank.
    public var markers: [FileFacts] = []
    /// Files that look like a Shank container but are not one, and why (for the no-DI-code warning).
    public var nearMisses: [(file: String, reason: String)] = []

    public var vocabulary: ExtractionVocabulary { ExtractionVocabulary(shank: ShankNames(dialects: dialects)) }

    /// Every copy of Shank declares a result builder; other files are not parsed here (nor walked by
    /// `ShankCopyDetector` during extraction).
    static let builderAttributes = ["resultBuilder", "_functionBuilder"].map(ByteSearch.Needle.init)

    static func find(sources: [ReadSource], vendored: [ReadSource]) -> ShankCopies {
        var copies = ShankCopies()
        for (source, isVendored) in sources.map({ ($0, false) }) + vendored.map({ ($0, true) }) {
            // Only readable files within the parse limits: extraction warns about the others.
            guard let bytes = source.parseableBytes(mentioningAnyOf: builderAttributes) else { continue }
            copies.add(file: source.file, bytes: bytes, isVendored: isVendored)
        }
        return copies
    }

    private mutating func add(file: SourceFile, bytes: [UInt8], isVendored: Bool) {
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0, maximumNestingLevel: SourceLimits.parserNestingLevel) }
        let lines = LineTable(file: file.displayPath, bytes: bytes)
        switch ShankCopyDetector.detect(in: tree, lines: lines) {
        case .copy(let dialect):
            dialects.append(dialect)
            guard isVendored else { return }
            var facts = FrameworkFacts()
            facts.vendoredDefinition = dialect.definedAt
            markers.append(FileFacts(path: file.displayPath, codeClass: file.codeClass,
                                     placing: ExtractedFacts(imports: [], declarations: Declarations(), frameworks: [.shank: facts])))
        case .nearMiss(let reason):
            nearMisses.append((file.displayPath, reason))
        case .none:
            break
        }
    }
}
