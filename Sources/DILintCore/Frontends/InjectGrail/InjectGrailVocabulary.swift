import Foundation

/// The names InjectGrail's template and macros look for, spelled exactly as it compares them.
enum InjectGrailVocabulary {
    static let modules = Framework.injectgrail.importNames
    /// A project is InjectGrail's only if it imports it or names an injector (`…Injector`, `RootInjector`):
    /// code without either word anywhere needs no InjectGrail reading at all.
    static let projectMarkers = ["InjectGrail", "Injector"].map(ByteSearch.Needle.init)

    /// Whether the file names InjectGrail's module or an injector (an unreadable file gives no facts).
    static func isMentioned(in source: ReadSource) -> Bool {
        guard case .success(let bytes) = source.bytes else { return false }
        return projectMarkers.contains { ByteSearch.contains(bytes, $0) }
    }
    static let injector = "Injector"
    static let injectable = "Injectable"
    static let rootInjector = "RootInjector"
    static let injectsPrefix = "Injects"
    static let needsAttribute = "Needs"
    static let needsInjectorAttribute = "NeedsInjector"
    static let injectsAttribute = "Injects"
    static let forceManualAnnotation = "forceManual"
    static let implSuffix = "Impl"
    /// The generator never resolves these two type strings (and only these: `Int?` or `Bool` are resolved).
    static let neverResolvedTypes: Set<String> = ["Int", "String"]

    /// Value types whose properties hold settings and flags rather than services: one of another name is
    /// rarely the same thing, yet the generator hands it over when the type string matches.
    static let plainValueTypes: Set<String> = [
        "Bool", "Double", "Float", "CGFloat", "Decimal", "TimeInterval", "Int", "Int8", "Int16", "Int32", "Int64",
        "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "String", "Substring", "Character", "Date", "URL", "UUID", "Data",
    ]

    /// `Bool`, `Double?`, `[String]`, `Set<Int>`, `[String: URL]`: plain values and collections of them.
    static func isPlainValue(_ typeName: String) -> Bool {
        var text = Substring(typeName.filter { !$0.isWhitespace })
        while let last = text.last, last == "?" || last == "!" { text = text.dropLast() }
        for (open, close) in [("[", "]"), ("Optional<", ">"), ("Array<", ">"), ("Set<", ">"), ("Dictionary<", ">")]
        where text.hasPrefix(open) && text.hasSuffix(close) {
            let inner = text.dropFirst(open.count).dropLast(close.count)
            return splitTopLevel(inner).allSatisfy { isPlainValue(String($0)) }
        }
        return plainValueTypes.contains(String(text))
    }

    /// `String: [URL]` → `String`, `[URL]`; `Int` → `Int`: the parts separated by a top-level `:` or `,`.
    private static func splitTopLevel(_ text: Substring) -> [Substring] {
        var parts: [Substring] = []
        var depth = 0
        var start = text.startIndex
        for index in text.indices {
            switch text[index] {
            case "[", "<", "(": depth += 1
            case "]", ">", ")": depth -= 1
            case ":" where depth == 0, "," where depth == 0:
                parts.append(text[start..<index])
                start = text.index(after: index)
            default: break
            }
        }
        parts.append(text[start...])
        return parts
    }

    /// `@NeedsInjector` on `FooImpl` needs `FooInjector`: the macro removes every `Impl`, not just a suffix.
    static func needsInjectorName(forType typeName: String) -> String {
        typeName.replacingOccurrences(of: implSuffix, with: "") + injector
    }

    /// The generator maps `let injector: XInjectorImpl` to `XInjector` by dropping the last four characters.
    static func injectorName(fromImplType implType: String) -> String {
        String(implType.dropLast(4))
    }
}
