/// The rendered file and the warnings Graphviz (or the renderer) reported while producing it.
public struct RenderOutput: Sendable {
    public var bytes: [UInt8]
    /// One line each, without Graphviz's "Warning: " prefix.
    public var warnings: [String] = []
}
