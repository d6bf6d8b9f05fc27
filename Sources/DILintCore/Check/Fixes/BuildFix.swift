/// Shank's container never built: `.build()` after the one `Dependencies { … }` of the app's code, when
/// that literal is a statement of its own. A stored container (`let dependencies = Dependencies { … }`)
/// gets no fix: where the app should build it is not one obvious place, and `build()` returns nothing,
/// so it cannot be appended to the stored value.
enum BuildFix {
    static func fix(building containers: [Registration]) -> Fix? {
        guard containers.count == 1, let insertion = containers[0].editPoints?.buildInsertion else { return nil }
        return Fix(description: "build the container: add '.build()'", file: containers[0].location.file,
                   edits: [TextEdit(span: insertion, replacement: ".build()")])
    }
}
