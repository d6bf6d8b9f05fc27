/// Spots of a provider's source that a fix may edit. A frontend records one only where the edit is
/// unambiguous (plain whitespace around it, a shape the edit cannot change the meaning of).
public struct ProviderEditPoints: Codable, Hashable, Sendable {
    /// After the built value, where ` as P` goes: set when the value is a call, a name or a member read
    /// (a postfix expression, so the cast applies to all of it) and is not cast already.
    public var castInsertion: SourceSpan? = nil
    /// After the builder's name (`Singleton`), where `<P>` goes: set when no generic argument is written.
    public var genericInsertion: SourceSpan? = nil
    /// A zero-parameter builder closure of one expression, `.singleton { X() }`: the span from the end of
    /// the call's name to the expression (replaced by `(`) and from the expression to the closing brace
    /// (replaced by `)`), which turns it into the value form `.singleton(X())`.
    public var closureOpening: SourceSpan? = nil
    public var closureClosing: SourceSpan? = nil
    /// Shank: after the `Dependencies { … }` the provider is in, when that literal is a statement of its own
    /// (its value unused), where `.build()` goes.
    public var buildInsertion: SourceSpan? = nil

    public init() {}

    public var isEmpty: Bool { castInsertion == nil && genericInsertion == nil && closureOpening == nil && buildInsertion == nil }
}
