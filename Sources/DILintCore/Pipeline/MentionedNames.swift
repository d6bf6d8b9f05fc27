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
        guard let json = try? JSONEncoder().encode(facts) else { return [] }
        var scanner = JSONNameScanner(json: Array(json))
        return scanner.names().subtracting(declaredElsewhere)
    }

    /// Keys whose strings say nothing another file declares: the file's own imports and `#if` conditions
    /// (`UIKit` would match nearly every file), prose, directives, the file's own context names, hashes.
    static let skippedKeys: Set<String> = [
        "imports", "conditions", "reason", "message", "suppressions", "malformedDirectives",
        "enclosingDeclarations", "contentHash", "firstSyntaxError", "location", "file",
    ]
    /// Keys whose strings are function names, lowercase as a rule.
    static let functionKeys: Set<String> = ["callee", "helper"]

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
}
