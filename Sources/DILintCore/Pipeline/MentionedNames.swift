import Foundation

/// Phase two of `TwoPhaseExtraction`: the names a file's facts mention that another file may declare or
/// extend — requested and registered types, constructed types and initializer owners, conformances and
/// typealias targets, parameter, property and result types of the declarations, owners of static members
/// and called functions. Link resolves those through other files' declarations, so the files that spell
/// them must be parsed too.
///
/// Read off the facts' `Codable` form rather than field by field, so a fact added later is covered
/// without a change here: every identifier starting with an uppercase letter in any string (type names),
/// plus any identifier under the keys that hold function names (a free `makeClient()`, a Zerk helper
/// method called from a file that does not import Zerk). Over-inclusive costs parses, never findings.
enum MentionedNames {
    static func of(_ facts: ExtractedFacts) -> Set<String> {
        guard let data = try? JSONEncoder().encode(facts),
              let json = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else { return [] }
        var names = Set<String>()
        collect(json, anyCase: false, into: &names)
        return names.subtracting(declaredElsewhere)
    }

    /// Keys whose strings say nothing another file declares: the file's own imports and `#if` conditions
    /// (`UIKit` would match nearly every file), prose, directives, the file's own context names, hashes.
    private static let skippedKeys: Set<String> = [
        "imports", "conditions", "reason", "message", "suppressions", "malformedDirectives",
        "enclosingDeclarations", "contentHash", "firstSyntaxError", "location", "file",
    ]
    /// Keys whose strings are function names, lowercase as a rule.
    private static let functionKeys: Set<String> = ["callee", "helper"]

    /// Types and protocols of the standard library, Foundation, SwiftUI and UIKit: no project declares
    /// them, and most files name one (every view names `View`). Only the project's own types are looked up
    /// in other files; a project's `extension String: P` is still found through `P`.
    private static let declaredElsewhere: Set<String> = [
        "String", "Substring", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16",
        "UInt32", "UInt64", "Double", "Float", "CGFloat", "Bool", "Array", "Dictionary", "Set", "Optional", "Any",
        "AnyObject", "Void", "Never", "Self", "Type", "Error", "Result", "Data", "Date", "URL", "UUID",
        "Equatable", "Hashable", "Comparable", "Identifiable", "Codable", "Encodable", "Decodable", "Sendable",
        "CustomStringConvertible", "NSObject", "ObservableObject", "View", "Scene", "UIView",
        "UIViewController", "UIApplicationDelegate",
    ]

    /// `Service`, `_Storage`: an uppercase letter first, after any underscores.
    private static func looksLikeAType(_ token: String) -> Bool {
        token.drop { $0 == "_" }.first?.isUppercase ?? false
    }

    private static func collect(_ value: Any, anyCase: Bool, into names: inout Set<String>) {
        switch value {
        case let object as [String: Any]:
            // A `FunctionCallReference` (it alone has `isReference`) names its function in `name`.
            let namesFunction = object["isReference"] != nil
            for (key, child) in object where !skippedKeys.contains(key) {
                collect(child, anyCase: functionKeys.contains(key) || (namesFunction && key == "name"), into: &names)
            }
        case let array as [Any]:
            for child in array { collect(child, anyCase: anyCase, into: &names) }
        case let string as String:
            for token in IdentifierTokens.of(Array(string.utf8)) where anyCase || looksLikeAType(token) {
                names.insert(token)
            }
        default:
            break
        }
    }
}
