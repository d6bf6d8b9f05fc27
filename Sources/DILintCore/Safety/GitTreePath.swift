/// Whether a path read from a git tree may be written into a snapshot folder. Git's plumbing stores
/// entry names that its checkout refuses (`..`, names with `/`, `.git`); a crafted commit uses them to
/// reach above the folder the tree is written into.
public enum GitTreePath {
    /// Why git's own checkout would refuse `path` (or why dilint does), nil when it is an ordinary path.
    public static func refusal(_ path: String) -> String? {
        if path.hasPrefix("/") { return "is absolute" }
        for component in path.split(separator: "/", omittingEmptySubsequences: false) {
            switch component {
            case "": return "has an empty path component"
            case ".", "..": return "has a '\(component)' component"
            default: break
            }
            if component.lowercased() == ".git" { return "names a .git folder" }
            if component.hasPrefix("-") { return "has a component that starts with '-'" }
            // NUL cannot be in a name git prints with -z; a backslash is a separator on Windows, and git
            // refuses it there (core.protectNTFS).
            if component.utf8.contains(0) || component.contains("\\") { return "has a NUL or backslash in a name" }
        }
        return nil
    }
}
