/// Code dilint classes as tests by its folder (`Tests/`, `…Tests/`, an A/B-tests feature's
/// `Features/ABTests/` alike). InjectGrail's generator reads whatever folders its input names, a setting
/// dilint cannot see: a declaration there may be read. A finding that rests on its absence (no such
/// injector, no root) is then not proved, and the place counts as one dilint did not read as app code.
enum InjectGrailTestNamedFolders {
    /// Where test code declares one of `names`, or a `RootInjector` when `rootMissing`.
    static func uncertainties(in files: [FileFacts], names: Set<String>, rootMissing: Bool) -> [UnreadProvider] {
        guard !names.isEmpty || rootMissing else { return [] }
        var found: [UnreadProvider] = []
        for position in files.indices where files[position].codeClass == .test {
            guard let facts = files[position].placed.frameworks[.injectgrail]?.injectGrail else { continue }
            let declared = facts.protocols.filter { names.contains($0.name) }.map(\.location)
                + facts.types.filter { type in
                    names.contains(type.name) || (rootMissing && type.inheritedTypes.contains(InjectGrailVocabulary.rootInjector))
                }.map(\.location)
            let folder = testFolder(of: files[position].path)
            for location in declared.sorted() {
                found.append(UnreadProvider(
                    container: ContainerID(framework: .injectgrail, codeClass: .app), location: location,
                    unreadPlaceNote: "dilint read this as test code, for the name of \(folder)/; InjectGrail's generator reads it as the app's when its input holds that folder"))
            }
        }
        return found
    }

    /// The first folder of `path` whose name ends in `Tests` (the whole folder when none does).
    private static func testFolder(of path: String) -> String {
        let parts = path.split(separator: "/").dropLast()
        guard let index = parts.firstIndex(where: { $0.hasSuffix("Tests") }) else { return parts.joined(separator: "/") }
        return parts[...index].joined(separator: "/")
    }
}
