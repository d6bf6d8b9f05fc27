/// A file under a vendored folder is read only for a copy of Shank. One that imports a framework is code that
/// uses it (an SDK checked in, or app code in a folder that happens to be named `Vendor`): it may register
/// into the app's containers or request from them, so it counts as a file dilint did not read.
enum VendoredDICode {
    static func unreadFiles(in vendored: [ReadSource], parser: BudgetedParser) -> [UnreadFile] {
        let modules = Set(Framework.allCases.flatMap(\.importNames))
        let needles = modules.sorted().map(ByteSearch.Needle.init)
        return vendored.compactMap { source in
            guard let bytes = source.parseableBytes(mentioningAnyOf: needles), let tree = parser.tree(of: source.file, bytes: bytes),
                  let module = ImportCollector.imports(of: tree).first(where: modules.contains) else { return nil }
            let folder = source.file.displayPath.split(separator: "/").first { Discovery.vendoredFolderNames.contains(String($0)) } ?? "Vendor"
            return UnreadFile(path: source.file.displayPath, line: 1, codeClass: source.file.codeClass,
                              reason: "it imports \(module) but sits under \(folder)/, which dilint reads only for a copy of Shank")
        }
    }
}
