/// A code base made only of SwiftPM library targets: every app file sits in a target of a package that
/// declares no executable, and none is a `main.swift`. The program that links the library is not among the
/// files dilint reads; it may register every key, and build or start every container, before the library's
/// code asks. So no finding may rest on what the library alone does not register: the program counts as a
/// place dilint could not read, at the manifest's library product.
enum ProgramElsewhere {
    static func unreadPlace(sources: [ReadSource], targets: PackageTargets) -> UnreadFile? {
        guard !targets.declaresProgram, let library = targets.firstLibraryProduct else { return nil }
        let appFiles = sources.map(\.file).filter { $0.codeClass == .app && !$0.displayPath.hasSuffix(PackageTargets.manifestName) }
        guard !appFiles.isEmpty, appFiles.allSatisfy({ file in
            targets.target(of: file.displayPath) != nil && file.displayPath.split(separator: "/").last != "main.swift"
        }) else { return nil }
        return UnreadFile(path: library.file, line: library.line, codeClass: .app,
                          note: "this package is a library: the program that uses it is not in the code dilint read")
    }
}
