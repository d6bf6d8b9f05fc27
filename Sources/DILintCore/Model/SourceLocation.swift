/// A point in a source file: 1-based line and UTF-8 column, as compilers print them.
public struct SourceLocation: Codable, Hashable, Sendable, Comparable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// Field by field, as a tuple of the three compares: building the tuples retained and released the
    /// file's name at every comparison of a sort.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        if lhs.line != rhs.line { return lhs.line < rhs.line }
        return lhs.column < rhs.column
    }

    public var description: String { "\(file):\(line):\(column)" }
}
