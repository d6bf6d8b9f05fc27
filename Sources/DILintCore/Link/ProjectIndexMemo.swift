/// The index a live analysis built last and the declarations it was built from. An edit seldom changes
/// what a name means (typing in a body, a comment above a type, a registration deleted): the next index
/// is then the last one with the edited files' declarations put in place of their old ones, instead of
/// every file's declarations merged and resolved again. Not for use from two threads at once.
public final class ProjectIndexMemo: @unchecked Sendable {
    private var paths: [String] = []
    private var declarations: [Declarations] = []
    private var index: ProjectIndex?
    /// Whether the last index was the one before with files' declarations put in, or built anew.
    private(set) var updatedInLastRun = false

    public init() {}

    /// The index of `files` (in path order), equal to `ProjectIndex(files: files)`.
    func index(of files: [FileFacts]) -> ProjectIndex {
        let updated = updatedIndex(for: files)
        updatedInLastRun = updated != nil
        let built = updated ?? ProjectIndex(files: files)
        (paths, declarations, index) = (files.map(\.path), files.map(\.declarations), built)
        return built
    }

    /// `ProjectIndex.directSubtypes()` of the last index, kept with it while its types inherit as they did.
    func keep(directSubtypes: [[String]: [[String]]]?) {
        index?.directSubtypesAhead = directSubtypes
    }

    private func updatedIndex(for files: [FileFacts]) -> ProjectIndex? {
        guard var updated = index, paths.elementsEqual(files.lazy.map(\.path)) else { return nil }
        for position in files.indices where files[position].declarations != declarations[position] {
            guard updated.replaceDeclarations(declarations[position], with: files[position].declarations, ofFile: paths[position])
            else { return nil }
        }
        return updated
    }
}
