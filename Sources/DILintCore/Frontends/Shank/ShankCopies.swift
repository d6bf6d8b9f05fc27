import Foundation
import SwiftParser
import SwiftSyntax

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

    /// What the other parts of a copy spread over several files spell: its property wrapper, and the
    /// module or resolver that keys by `String(describing: T.self)`.
    static let partMarkers = ["propertyWrapper", "describing"].map(ByteSearch.Needle.init)

    /// `builderFiles`: the sources that may declare a result builder, when the caller knows them already.
    static func find(sources: [ReadSource], vendored: [ReadSource], builderFiles: [ReadSource]? = nil,
                     parser: BudgetedParser = BudgetedParser()) -> ShankCopies {
        var copies = ShankCopies()
        var unexplained: [(file: SourceFile, bytes: [UInt8], isVendored: Bool)] = []
        for (source, isVendored) in (builderFiles ?? sources).map({ ($0, false) }) + vendored.map({ ($0, true) }) {
            // Only readable files within the parse limits: extraction warns about the others.
            guard let bytes = source.parseableBytes(mentioningAnyOf: builderAttributes) else { continue }
            if !copies.add(file: source.file, bytes: bytes, isVendored: isVendored, parser: parser) { unexplained.append((source.file, bytes, isVendored)) }
        }
        // A container whose builder file is not a copy on its own may be one with the files beside it.
        if !unexplained.isEmpty { copies.addSpreadCopy(builderFiles: unexplained, sources: sources, vendored: vendored, parser: parser) }
        return copies
    }

    /// Reads the builder files with every file that spells a wrapper or a type-name key, as one: a copy
    /// found so is marked at its container's declaration, and its files' near misses are explained.
    private mutating func addSpreadCopy(builderFiles: [(file: SourceFile, bytes: [UInt8], isVendored: Bool)],
                                        sources: [ReadSource], vendored: [ReadSource], parser: BudgetedParser) {
        // nil past the budget: extraction skips the file with the warning.
        func parsed(_ file: SourceFile, _ bytes: [UInt8]) -> (tree: SourceFileSyntax, lines: LineTable)? {
            parser.tree(of: file, bytes: bytes).map { ($0, LineTable(file: file.displayPath, bytes: bytes)) }
        }
        let builderPaths = Set(builderFiles.map(\.file.displayPath))
        var trees = builderFiles.compactMap { parsed($0.file, $0.bytes) }
        // The container takes one of the builders declared (`@ModuleBuilder`), maybe in a file of its own.
        let builders = Set(trees.flatMap { ShankCopyDetector.declaredBuilders(in: $0.tree, lines: $0.lines) })
        let partMarkers = Self.partMarkers + builders.sorted().map(ByteSearch.Needle.init)
        var read = builderPaths
        for source in sources + vendored where !read.contains(source.file.displayPath) {
            guard let bytes = source.parseableBytes(mentioningAnyOf: partMarkers) else { continue }
            if let tree = parsed(source.file, bytes) { trees.append(tree) }
            read.insert(source.file.displayPath)
        }
        // The container's own declaration (`open class Container { … }`) may be in a file of its own too.
        let containers = ShankCopyDetector.builderTakers(in: trees).map(ByteSearch.Needle.init)
        for source in sources + vendored where !containers.isEmpty && !read.contains(source.file.displayPath) {
            guard let bytes = source.parseableBytes(mentioningAnyOf: containers) else { continue }
            if let tree = parsed(source.file, bytes) { trees.append(tree) }
        }
        let dialect: ShankDialect
        switch ShankCopyDetector.detect(in: trees) {
        case .copy(let found): dialect = found
        case .nearMiss(let reason):
            // Read as one, the parts tell why they are not a copy; said once, at the first builder file.
            if !nearMisses.contains(where: { builderPaths.contains($0.file) }), let first = builderPaths.min() {
                nearMisses.append((first, reason))
            }
            return
        case .none: return
        }
        dialects.append(dialect)
        nearMisses.removeAll { builderPaths.contains($0.file) }
        var facts = FrameworkFacts()
        facts.vendoredDefinition = dialect.definedAt
        let codeClass = builderFiles.first { $0.file.displayPath == dialect.definedAt.file }?.file.codeClass ?? .app
        markers.append(FileFacts(path: dialect.definedAt.file, codeClass: codeClass,
                                 placing: ExtractedFacts(imports: [], declarations: Declarations(), frameworks: [.shank: facts])))
    }

    /// Whether the file is a copy on its own.
    private mutating func add(file: SourceFile, bytes: [UInt8], isVendored: Bool, parser: BudgetedParser) -> Bool {
        // Past the budget: extraction skips it with the warning.
        guard let tree = parser.tree(of: file, bytes: bytes) else { return true }
        let lines = LineTable(file: file.displayPath, bytes: bytes)
        switch ShankCopyDetector.detect(in: tree, lines: lines) {
        case .copy(let dialect):
            dialects.append(dialect)
            guard isVendored else { return true }
            var facts = FrameworkFacts()
            facts.vendoredDefinition = dialect.definedAt
            markers.append(FileFacts(path: file.displayPath, codeClass: file.codeClass,
                                     placing: ExtractedFacts(imports: [], declarations: Declarations(), frameworks: [.shank: facts])))
            return true
        case .nearMiss(let reason):
            nearMisses.append((file.displayPath, reason))
        case .none:
            break
        }
        return false
    }
}
