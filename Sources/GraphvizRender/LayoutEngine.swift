/// How Graphviz places nodes: `dot` draws layered, deterministic hierarchies; `sfdp` is a
/// force-directed layout that scales to much larger graphs.
public enum LayoutEngine: String, Sendable, CaseIterable {
    case dot, sfdp
}
