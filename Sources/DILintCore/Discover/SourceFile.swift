/// A Swift file found by discovery, with the path as it will be printed and whether it is test code.
public struct SourceFile: Hashable, Sendable {
    /// Path relative to the current directory when the file is under it, else absolute.
    public var displayPath: String
    public var absolutePath: String
    public var codeClass: CodeClass
}
