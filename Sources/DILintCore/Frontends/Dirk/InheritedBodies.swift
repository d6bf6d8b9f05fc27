/// `final class AppModule: BaseModule {}`: a Module subclass that declares no initializer inherits its
/// superclass's, and with it the providers that initializer's `super.init { … }` lists. Such a subclass's
/// module is the nearest superclass's whose body dilint read.
struct InheritedBodies {
    let context: LinkContext
    /// The IDs (declaration paths) of the subclasses whose `super.init { … }` or `self.init { … }` was read.
    let read: Set<String>

    func id(of subclassID: String) -> String {
        path(of: subclassID.split(separator: ".").map(String.init)).joined(separator: ".")
    }

    /// The declaration path whose body `path`'s instances run: itself, or a superclass up an initializer-less chain.
    func path(of path: [String]) -> [String] {
        var current = path
        var seen: Set<[String]> = []
        while !read.contains(current.joined(separator: ".")), seen.insert(current).inserted,
              let declaration = context.index.type(at: current), !declaration.declaresInitializer,
              let superclass = declaration.inherits.first.flatMap({ context.resolver.resolve($0, in: Array(current.dropLast())).nominalPath }) {
            current = context.declarationPath(superclass)
        }
        return read.contains(current.joined(separator: ".")) ? current : path
    }
}
