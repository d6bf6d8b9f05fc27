import Foundation
import SwiftParser

/// Finds a copy of Shank's source under a folder discovery skips (`Vendor/`, `ThirdParty/`…). Such a
/// copy is not the app's code and is not analysed, but without it a project that vendors Shank and
/// never imports it would not count as using Shank. Each copy becomes a file whose only fact is the
/// vendored-definition marker, the same one `ShankVisitor` leaves for a copy among the app's sources.
enum VendoredShankCopies {
    /// Names every copy of Shank's container source must spell out; a file lacking one is not read further.
    private static let signature = [ShankVocabulary.container, ShankVocabulary.moduleBuilder, ShankVocabulary.resolver.name]
        .map { Array($0.utf8) }

    static func markers(in files: [SourceFile]) -> [FileFacts] {
        files.compactMap(marker)
    }

    private static func marker(for file: SourceFile) -> FileFacts? {
        guard let data = FileManager.default.contents(atPath: file.absolutePath) else { return nil }
        let bytes = [UInt8](data)
        // Vendored folders hold many unrelated libraries: only files naming all of Shank's parts are parsed.
        guard signature.allSatisfy({ contains(bytes, $0) }) else { return nil }
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        guard let definition = VendoredShankDetector.definition(in: tree) else { return nil }
        var facts = FrameworkFacts()
        facts.vendoredDefinition = LineTable(file: file.displayPath, bytes: bytes).location(of: definition)
        return FileFacts(path: file.displayPath, codeClass: file.codeClass, imports: [], declarations: Declarations(),
                         frameworks: [.shank: facts])
    }

    private static func contains(_ bytes: [UInt8], _ word: [UInt8]) -> Bool {
        guard let first = word.first, bytes.count >= word.count else { return false }
        var start = 0
        while let found = bytes[start...].firstIndex(of: first) {
            guard found + word.count <= bytes.count else { return false }
            if bytes[found..<(found + word.count)].elementsEqual(word) { return true }
            start = found + 1
        }
        return false
    }
}
