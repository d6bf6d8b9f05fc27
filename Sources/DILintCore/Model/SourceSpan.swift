/// A half-open stretch of one file's bytes, with where it starts and ends as compilers print them
/// (1-based line, UTF-8 column). An empty span (`start == end`) is an insertion point.
public struct SourceSpan: Codable, Hashable, Sendable {
    public var startOffset: Int
    public var endOffset: Int
    public var startLine: Int
    public var startColumn: Int
    public var endLine: Int
    public var endColumn: Int
}
