/// Merges every file's facts into one `DependencyGraph`: indexes the declarations, then runs
/// `LinkPasses.ordered` (each framework's plug-in, owner edges, one canonical order).
public enum Linker {
    /// `frameworkCopies`: facts of framework sources copied into skipped folders. They tell which
    /// framework the app uses but are not the app's files, so they are neither indexed nor counted.
    /// The result does not depend on the order of `files`: they are taken in path order, so every
    /// merge that keeps one of several declarations keeps the same one, whichever subset was parsed first.
    /// `threads`: how many threads a pass may use; the graph is the same for any number. `indexMemo`:
    /// the index of an earlier link of nearly the same files, kept by a live analysis.
    public static func link(_ files: [FileFacts], frameworkCopies: [FileFacts] = [], threads: Int = 1,
                            indexMemo: ProjectIndexMemo? = nil) -> DependencyGraph {
        // Usually in path order already (discovery lists them so): then shared, not copied element by element.
        let sortedFiles = files.isSortedByPath ? files : files.sorted { $0.path < $1.path }
        let index = indexMemo?.index(of: sortedFiles) ?? ProjectIndex(files: sortedFiles)
        // unregistered-type's hints ask what implements a protocol: with a second thread, the table that
        // answers is worked out beside the passes (which leave a thread idle between their parallel parts)
        // instead of at the start of the longest rule.
        let subtypes = threads > 1 && index.directSubtypesAhead == nil ? LargeStackWorkers.started { index.directSubtypes() } : nil
        var graph = DependencyGraph(index: index, fileCount: files.count)
        let context = LinkContext(index: index, threads: threads)
        let copies = frameworkCopies.sorted { $0.path < $1.path }
        let input = LinkPasses.Input(files: copies.isEmpty ? sortedFiles : sortedFiles + copies, context: context, threads: threads)
        for pass in LinkPasses.ordered { pass.run(input, &graph) }
        if let subtypes {
            graph.index.directSubtypesAhead = subtypes()
            indexMemo?.keep(directSubtypes: graph.index.directSubtypesAhead)
        }
        return graph
    }
}

private extension [FileFacts] {
    /// Compared by position: iterating the facts would copy each file's.
    var isSortedByPath: Bool {
        indices.dropFirst().allSatisfy { self[$0 - 1].path < self[$0].path }
    }
}

/// What every framework's linker needs: the index and the ways to turn written types into resolved ones.
struct LinkContext: Sendable {
    let index: ProjectIndex
    /// How many threads a pass may use (`appendParts`).
    var threads = 1
    var resolver: TypeResolver { TypeResolver(index: index) }
    var initializers: InitializerLookup { InitializerLookup(index: index) }

    /// The resolved type a fact is about, or why it cannot be known statically.
    func resolve(_ source: TypeSource, in scope: Scope) -> Result<TypeRef, UnresolvedReason> {
        let generics = Set(scope.genericParameters)
        switch source {
        case .written(let type):
            if type.isMalformed {
                return .failure(UnresolvedReason("the type is not valid Swift here (the file has a syntax error)"))
            }
            if type.mentions(anyOf: generics) {
                return .failure(UnresolvedReason("`\(type.canonical)` depends on a generic parameter, so its key is only known at run time"))
            }
            return .success(resolver.resolve(type, in: scope.typePath))
        case .initializerParameter(let owner, let labels, let position):
            let resolvedOwner = resolver.resolve(owner, in: scope.typePath)
            switch initializers.parameterType(of: resolvedOwner, labels: labels, position: position) {
            case .type(let type):
                let ownerGenerics = Set(resolvedOwner.nominalPath.flatMap { index.type(at: $0)?.genericParameters } ?? [])
                if type.mentions(anyOf: ownerGenerics.union(generics)) {
                    return .failure(UnresolvedReason("the parameter's type `\(type.canonical)` is generic"))
                }
                return .success(type)
            case .unknown(let reason):
                return .failure(UnresolvedReason(reason))
            }
        case .storedProperty(let ownerPath, let name):
            let owner = resolver.resolve(.path(ownerPath), in: []).nominalPath ?? ownerPath
            guard let type = initializers.storedPropertyType(of: owner, named: name) else {
                return .failure(UnresolvedReason("the type of `\(name)` is not written in its declaration"))
            }
            return .success(type)
        case .functionResult(let reference):
            return FunctionResultLookup(index: index).type(of: reference, in: scope.typePath)
        case .staticMember(let owner, let name):
            return StaticMemberLookup(index: index).type(of: name, on: owner, in: scope.typePath)
        case .unknown(let reason):
            return .failure(UnresolvedReason(reason))
        }
    }

    /// The declaration path a scope's written type path stands for (extensions name types as written).
    func declarationPath(_ written: [String]) -> [String] {
        resolver.resolve(.path(written), in: []).nominalPath ?? written
    }
}

struct UnresolvedReason: Error {
    var text: String
    init(_ text: String) { self.text = text }
}
