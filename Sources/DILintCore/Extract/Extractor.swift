import SwiftParser
import SwiftSyntax

/// `bytes → ExtractedFacts`: parses once (without the bodies no reader needs, `UnreadBodies`, and again
/// whole only where that reading cannot stand for the file), runs the
/// declaration collector and every applicable frontend over the same tree, and lets the tree go. A pure function of the bytes and the vocabulary: no path,
/// no code class, nothing of other files (`FileFacts` places the result at its path in Link).
public enum Extractor {
    /// `vocabulary`: the names of framework copies found in the project (Shank renamed) and the modules
    /// that re-export a framework; the standard one for most projects.
    ///
    /// `bodies`: `.whole` parses every body, for tests that hold the cut reading to the whole one.
    public static func extract(bytes: [UInt8], vocabulary: ExtractionVocabulary = .standard,
                               bodies: BodyReading = .needed) -> ExtractedFacts {
        if bodies == .needed, let plan = UnreadBodies.plan(for: bytes, vocabulary: vocabulary),
           let skeleton = UnreadBodies.skeleton(of: bytes, plan: plan) {
            let tree = parse(skeleton.bytes)
            let readers = frontends(for: tree, bytes: bytes, vocabulary: vocabulary)
            // A skeleton stands for the file only where the whole file would give the same facts: it
            // parses cleanly (an error could hide in a body) and only the frontends it was made for read it.
            if !tree.hasError, plan.stands(for: readers) {
                return extract(tree: tree, parsed: skeleton.bytes, cuts: skeleton.cuts, bytes: bytes, vocabulary: vocabulary,
                               frontends: readers)
            }
        }
        let tree = parse(bytes)
        return extract(tree: tree, parsed: bytes, bytes: bytes, vocabulary: vocabulary,
                       frontends: frontends(for: tree, bytes: bytes, vocabulary: vocabulary))
    }

    /// Whether a file's function, initializer and accessor bodies are read: `.needed` cuts out those no
    /// reader of the file needs (`UnreadBodies`).
    public enum BodyReading: Sendable { case needed, whole }

    static func parse(_ bytes: [UInt8]) -> SourceFileSyntax {
        bytes.withUnsafeBufferPointer { Parser.parse(source: $0, maximumNestingLevel: SourceLimits.parserNestingLevel) }
    }

    /// The frontends that read a file, by its imports and bytes.
    static func frontends(for tree: SourceFileSyntax, bytes: [UInt8], vocabulary: ExtractionVocabulary) -> [any Frontend.Type] {
        let importSet = Set(vocabulary.imports(seenBy: ImportCollector.imports(of: tree)))
        return Frontends.all.filter { frontend in
            frontend.applies(toFileImporting: importSet, vocabulary: vocabulary)
                && frontend.mayHaveFacts(in: bytes, importing: importSet, vocabulary: vocabulary)
        }
    }

    /// `parsed`: the bytes `tree` was parsed from (`bytes` with bodies cut out, or `bytes` themselves),
    /// and `cuts`, where they were cut; `frontends`: those that read the file (`frontends(for:bytes:vocabulary:)`).
    static func extract(tree: SourceFileSyntax, parsed: [UInt8], cuts: BodyCuts = .none, bytes: [UInt8],
                        vocabulary: ExtractionVocabulary, frontends: [any Frontend.Type]) -> ExtractedFacts {
        let lines = LineTable(bytes: bytes, cuts: cuts)

        let imports = vocabulary.imports(seenBy: ImportCollector.imports(of: tree))
        let braces = ByteOffsets(of: "{", in: parsed)
        let collector = DeclarationCollector(lines: lines, braces: braces)
        collector.walk(tree)
        // A finding sits at what a frontend or a `dilint:` comment located, never at a declaration's own line.
        lines.forgetLocated()

        var frameworks: [Framework: FrameworkFacts] = [:]
        for frontend in frontends {
            let facts = frontend.extract(from: tree, lines: lines, vocabulary: vocabulary)
            if !facts.isEmpty { frameworks[frontend.framework] = facts }
        }
        // Most files have no `dilint:` comment at all: skip the walk over every token's trivia for them.
        let directives = SuppressionCollector.mayHoldDirectives(bytes) ? SuppressionCollector.collect(from: tree, lines: lines) : nil
        let firstSyntaxError = SyntaxErrorLocator.firstError(in: tree, lines: lines)
        // Last: it reads the lines the readers after the declaration collector located. A finding sits
        // only at what a frontend found or at a `dilint:` comment, so a file with neither (most files of a
        // large app, which only declare what DI code names) is never asked for the declaration around one.
        let enclosing = frameworks.isEmpty && directives == nil
            ? [] : EnclosingDeclarationCollector.collect(from: tree, lines: lines, braces: braces)
        var facts = ExtractedFacts(imports: imports, declarations: collector.declarations,
                              frameworks: frameworks, suppressions: directives?.suppressions ?? [],
                              malformedDirectives: directives?.malformed ?? [],
                              enclosingDeclarations: enclosing, firstSyntaxError: firstSyntaxError)
        // Only a file a fix can edit needs its hash (to refuse a fix once the file changed); hashing every
        // file would cost more than some rules.
        if frameworks.values.contains(where: \.hasEditPoints) { facts.contentHash = ContentHash.sha256(bytes) }
        return facts
    }
}

extension Extractor {
    /// A generated file that is checked in is code like any other: its registrations and requests count.
    /// Only InjectGrail reads it differently: its Impl structs are what the generator wrote, kept to tell
    /// whether that is stale, not declarations of the app.
    public static func extractGenerated(bytes: [UInt8], vocabulary: ExtractionVocabulary = .standard) -> ExtractedFacts {
        var facts = extract(bytes: bytes, vocabulary: vocabulary)
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0, maximumNestingLevel: SourceLimits.parserNestingLevel) }
        let generated = InjectGrailFrontend.extractGenerated(from: tree, lines: LineTable(bytes: bytes))
        facts.frameworks[.injectgrail] = generated.isEmpty ? nil : generated
        facts.isGenerated = true
        return facts
    }
}

/// Top-level imports, including those inside `#if` blocks (`#if canImport(Dirk) import Dirk #endif`).
enum ImportCollector {
    static func imports(of tree: SourceFileSyntax) -> [String] {
        var result: [String] = []
        collect(tree.statements, into: &result)
        return result
    }

    private static func collect(_ items: CodeBlockItemListSyntax, into result: inout [String]) {
        for item in items {
            if let importDecl = item.item.as(ImportDeclSyntax.self), let first = importDecl.path.first {
                result.append(first.name.text)
            } else if let ifConfig = item.item.as(IfConfigDeclSyntax.self) {
                for clause in ifConfig.clauses {
                    if case .statements(let nested)? = clause.elements { collect(nested, into: &result) }
                }
            }
        }
    }
}
