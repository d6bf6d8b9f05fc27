import Foundation

/// A failure reported by Graphviz or by the renderer around it, as one line fit for a terminal.
public struct GraphvizError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}

extension GraphvizError: LocalizedError {
    public var errorDescription: String? { message }
}
