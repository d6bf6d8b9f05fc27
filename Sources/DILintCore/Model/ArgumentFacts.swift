/// Runtime arguments (Zerk's `DependencyArguments`): what a builder reads and what a request passes.
/// Zerk boxes each value as `Any` under its label and casts it back where the builder reads it, so
/// every mismatch between the two sides is a crash at run time.

/// `arguments.name` in a builder, with the type the value is cast to where it is used.
public struct ArgumentReadFact: Codable, Hashable, Sendable {
    public var name: String
    public var type: TypeSource
    public var location: SourceLocation
}

/// The kind of a literal, which fixes the type Swift boxes it as (`1` → `Int`, `1.5` → `Double`).
public enum LiteralKind: String, Codable, Hashable, Sendable {
    case integer, float, string, boolean

    /// The type the literal has when nothing else gives it one, as `Any` boxing sees it.
    public var defaultType: String {
        switch self {
        case .integer: return "Int"
        case .float: return "Double"
        case .string: return "String"
        case .boolean: return "Bool"
        }
    }
}

public struct PassedArgument: Codable, Hashable, Sendable {
    /// nil for a positional argument, which Zerk stores under "0", "1", …
    public var label: String?
    /// nil when the value is not a plain literal.
    public var literal: LiteralKind?
    public var location: SourceLocation
    /// The label's own text, for a fix that renames it; nil for a positional or backquoted label.
    public var labelSpan: SourceSpan? = nil
}

/// What a request hands to the builder through `with:`.
public enum PassedArguments: Codable, Hashable, Sendable {
    /// No `with:`, or the empty `.arguments`.
    case empty
    /// `.arguments(a: 1, b: "x")`.
    case list([PassedArgument])
    /// An expression dilint does not evaluate (a variable, a function call).
    case opaque(String)
}
