/// Every declaration of the analysed code, merged from all files, with the questions Link and the
/// rules ask of it: which type a name means in a scope, what a type conforms to, how it is constructed.
public struct ProjectIndex: Sendable {
    private(set) var types: [String: TypeDeclaration] = [:]
    private(set) var typealiases: [String: TypealiasDeclaration] = [:]
    private(set) var initializers: [String: [InitializerDeclaration]] = [:]
    private(set) var extensionInheritance: [String: [TypeRef]] = [:]
    private(set) var typesByLastName: [String: [[String]]] = [:]
    /// Functions by name, with their declaring type's path resolved.
    private(set) var functions: [String: [FunctionDeclaration]] = [:]
    /// Static properties by their type's resolved path and their name.
    private(set) var staticProperties: [String: StaticPropertyDeclaration] = [:]
    /// `directSubtypes()` worked out ahead, beside Link (`Linker`); nil until then.
    var directSubtypesAhead: [[String]: [[String]]]?
    /// Every dotted name some type or typealias is declared inside (`Shop` and `Shop.Cart` for
    /// `Shop.Cart.Item`): a name resolved from inside a type is looked for in each enclosing scope first,
    /// and most scopes declare nothing, so those lookups need neither a joined key nor a table.
    private var declaringScopes: Set<String> = []

    /// `threads`: how many fill the tables side by side (the type tables, then the member tables, each
    /// resolving its own members); the index is the same for any number, each table filled in the order
    /// of `files` (`ParallelBackEndTests` holds the two paths to each other).
    public init(files: [FileFacts], threads: Int = 1) {
        let typeCount = files.reduce(0) { $0 + $1.declarations.types.count }
        // The keys are joined beside each other (a string per type and alias).
        let keys = threads > 1
            ? LargeStackWorkers.map(files.count, threads: threads) { Self.declarationKeys(of: files[$0]) }
            : files.map(Self.declarationKeys(of:))
        if threads > 1 {
            // The types by name and by last name are filled beside each other, each keeping a name's first declaration.
            let tables = LargeStackWorkers.map(2, threads: threads) { table in
                table == 0 ? TypeTable.byName(files, keys: keys, capacity: typeCount)
                           : TypeTable.byLastName(files, keys: keys, capacity: typeCount)
            }
            for table in tables {
                switch table {
                case .byName(let byName, let aliases): (types, typealiases) = (byName, aliases)
                case .byLastName(let byLastName): typesByLastName = byLastName
                }
            }
        } else {
            // Sized once: growing a dictionary of string keys hashes every key again at each doubling.
            types.reserveCapacity(typeCount)
            typesByLastName.reserveCapacity(typeCount)
            for (file, fileKeys) in zip(files, keys) {
                for (type, key) in zip(file.declarations.types, fileKeys.types) where types[key] == nil {
                    types[key] = type
                    typesByLastName[type.path.last ?? "", default: []].append(type.path)
                }
                for (alias, key) in zip(file.declarations.typealiases, fileKeys.typealiases) where typealiases[key] == nil {
                    typealiases[key] = alias
                }
            }
        }
        declaringScopes = Self.scopesDeclaringAnything(types.keys, typealiases.keys)
        // Extensions and their initializers name their type as written; resolve once every type is known.
        // Members resolve against the types alone, so the member tables fill apart, each in file order.
        let typesOnly = self
        var tables = MemberTables()
        if threads > 1 {
            // One table per piece, each filled from every file in file order as one thread fills them all
            // (the functions' table, the largest by far, first): nothing is collected per file and copied
            // again into the tables.
            let pieces = LargeStackWorkers.map(MemberKind.startOrder.count, threads: threads) { position in
                var piece = MemberTables(sizedFor: MemberKind.startOrder[position], in: files)
                for file in files { typesOnly.resolveMembers(of: file, into: &piece, only: MemberKind.startOrder[position]) }
                return piece
            }
            for (kind, piece) in zip(MemberKind.startOrder, pieces) { tables.take(kind, from: piece) }
            // What the tables were made from is let go beside the passes that come next.
            FreedMemory.dropBeside(consume keys)
        } else {
            tables = MemberTables(sizedFor: nil, in: files)
            for file in files { typesOnly.resolveMembers(of: file, into: &tables, only: nil) }
        }
        (extensionInheritance, initializers, functions, staticProperties)
            = (tables.extensionInheritance, tables.initializers, tables.functions, tables.staticProperties)
    }

    /// The index's type tables, filled as the one-thread loop fills them: a dotted name's first declaration wins.
    private enum TypeTable: Sendable {
        case byName([String: TypeDeclaration], typealiases: [String: TypealiasDeclaration])
        case byLastName([String: [[String]]])

        static func byName(_ files: [FileFacts], keys: [(types: [String], typealiases: [String])], capacity: Int) -> TypeTable {
            var types: [String: TypeDeclaration] = [:]
            types.reserveCapacity(capacity)
            var typealiases: [String: TypealiasDeclaration] = [:]
            for (file, fileKeys) in zip(files, keys) {
                for (type, key) in zip(file.declarations.types, fileKeys.types) where types[key] == nil { types[key] = type }
                for (alias, key) in zip(file.declarations.typealiases, fileKeys.typealiases) where typealiases[key] == nil {
                    typealiases[key] = alias
                }
            }
            return .byName(types, typealiases: typealiases)
        }

        static func byLastName(_ files: [FileFacts], keys: [(types: [String], typealiases: [String])], capacity: Int) -> TypeTable {
            var byLastName: [String: [[String]]] = [:]
            byLastName.reserveCapacity(capacity)
            var seen = Set<String>(minimumCapacity: capacity)
            for (file, fileKeys) in zip(files, keys) {
                for (type, key) in zip(file.declarations.types, fileKeys.types) where seen.insert(key).inserted {
                    byLastName[type.path.last ?? "", default: []].append(type.path)
                }
            }
            return .byLastName(byLastName)
        }
    }

    /// A file's types and typealiases under the dotted names the index keys them by.
    private static func declarationKeys(of file: FileFacts) -> (types: [String], typealiases: [String]) {
        (file.declarations.types.map { Self.key($0.path) }, file.declarations.typealiases.map { Self.key($0.path) })
    }

    /// The four kinds of member the index keeps a table of.
    private enum MemberKind: Sendable {
        case extensionInheritance, initializers, functions, staticProperties

        /// The order the tables start in when filled side by side: the functions' table, the largest by
        /// far, first, so that the others fill the other threads beside it instead of one thread finishing it alone.
        static let startOrder: [MemberKind] = [.functions, .initializers, .extensionInheritance, .staticProperties]
    }

    /// The member tables, filled file by file in file order (a name's members in the order of their files).
    private struct MemberTables: Sendable {
        var extensionInheritance: [String: [TypeRef]] = [:]
        var initializers: [String: [InitializerDeclaration]] = [:]
        var functions: [String: [FunctionDeclaration]] = [:]
        var staticProperties: [String: StaticPropertyDeclaration] = [:]

        init() {}

        /// Empty tables, the large ones of `kind` (or of every kind) sized once for every member of `files`:
        /// growing a dictionary of string keys hashes every key again at each doubling.
        init(sizedFor kind: MemberKind?, in files: [FileFacts]) {
            if kind == nil || kind == .initializers { initializers.reserveCapacity(files.reduce(0) { $0 + $1.declarations.initializers.count }) }
            if kind == nil || kind == .functions { functions.reserveCapacity(files.reduce(0) { $0 + $1.declarations.functions.count }) }
        }

        /// The table of `kind` that `piece` filled.
        mutating func take(_ kind: MemberKind, from piece: consuming MemberTables) {
            switch kind {
            case .extensionInheritance: extensionInheritance = piece.extensionInheritance
            case .initializers: initializers = piece.initializers
            case .functions: functions = piece.functions
            case .staticProperties: staticProperties = piece.staticProperties
            }
        }
    }

    /// A file's extensions and members (those of kind `only`, or all) with their types' paths resolved,
    /// put in the tables under the keys they are indexed by.
    private func resolveMembers(of file: FileFacts, into tables: inout MemberTables, only: MemberKind?) {
        // A file's members name a few types many times over (every method of a type names it): each
        // written path is resolved once per file.
        var resolvedPaths: [[String]: [String]] = [:]
        func resolvedPath(_ written: [String]) -> [String] {
            if let known = resolvedPaths[written] { return known }
            let path = resolvedDeclarationPath(written)
            resolvedPaths[written] = path
            return path
        }
        if only == nil || only == .extensionInheritance {
            for ext in file.declarations.extensions {
                tables.extensionInheritance[Self.key(resolvedPath(ext.extendedPath)), default: []] += ext.inherits
            }
        }
        if only == nil || only == .initializers {
            for initializer in file.declarations.initializers {
                tables.initializers[Self.key(resolvedPath(initializer.ownerPath)), default: []].append(initializer)
            }
        }
        if only == nil || only == .functions {
            for var function in file.declarations.functions {
                function.scopePath = resolvedPath(function.scopePath)
                tables.functions[function.name, default: []].append(function)
            }
        }
        if only == nil || only == .staticProperties {
            for var property in file.declarations.staticProperties {
                property.ownerPath = resolvedPath(property.ownerPath)
                let key = (property.ownerPath + [property.name]).joined(separator: ".")
                if tables.staticProperties[key] == nil { tables.staticProperties[key] = property }
            }
        }
    }

    /// The dotted names before each `.` of every key: the scopes something is declared inside.
    private static func scopesDeclaringAnything(_ typeKeys: some Sequence<String>, _ aliasKeys: some Sequence<String>) -> Set<String> {
        var scopes = Set<String>()
        func add(_ key: String) {
            var position = key.utf8.startIndex
            while let dot = key.utf8[position...].firstIndex(of: UInt8(ascii: ".")) {
                scopes.insert(String(key[..<dot]))
                position = key.utf8.index(after: dot)
            }
        }
        typeKeys.forEach(add)
        aliasKeys.forEach(add)
        return scopes
    }

    /// Whether any type or typealias is declared inside `scope` (a path; the top level always holds some):
    /// when not, no name looked up in it is a type or an alias there.
    func mayDeclare(in scope: ArraySlice<String>) -> Bool {
        scope.isEmpty || declaringScopes.contains(scope.count == 1 ? scope[scope.startIndex] : scope.joined(separator: "."))
    }

    public func type(at path: [String]) -> TypeDeclaration? { types[Self.key(path)] }

    /// Whether a type is declared at `path`: asked far more often than its declaration is read, and
    /// answered without copying the declaration out.
    public func declaresType(at path: [String]) -> Bool { types.index(forKey: Self.key(path)) != nil }

    /// The dotted name a path is keyed by. Most paths are one name (a top-level type), which is its own
    /// key: no string is joined for the index's most frequent question.
    @inline(__always) static func key(_ path: [String]) -> String {
        path.count == 1 ? path[0] : path.joined(separator: ".")
    }

    public func types(named lastName: String) -> [[String]] { typesByLastName[lastName] ?? [] }

    private func resolvedDeclarationPath(_ written: [String]) -> [String] {
        TypeResolver(index: self).resolve(.path(written), in: []).nominalPath ?? written
    }

    func aliasDeclaration(at path: [String]) -> TypealiasDeclaration? { typealiases[Self.key(path)] }

    func declaredFunctions(named name: String) -> [FunctionDeclaration] { functions[name] ?? [] }

    func staticProperty(of path: [String], named name: String) -> StaticPropertyDeclaration? {
        staticProperties[(path + [name]).joined(separator: ".")]
    }

    func declaredInitializers(of path: [String]) -> [InitializerDeclaration] {
        initializers[Self.key(path)] ?? []
    }

    /// Direct supertypes (superclass, protocols) from the declaration and every extension, resolved.
    public func supertypes(of path: [String]) -> [TypeRef] {
        let key = Self.key(path)
        let resolver = TypeResolver(index: self)
        var result: [TypeRef] = []
        if let declaration = types[key] {
            result += declaration.inherits.map { resolver.resolve($0, in: Array(path.dropLast())) }
        }
        for written in extensionInheritance[key] ?? [] {
            result += [resolver.resolve(written, in: [])]
        }
        return result
    }

    /// Each declared type under every type it directly inherits from or conforms to (its declaration's
    /// clause and its extensions', resolved), in no set order: who asks sorts or collects the answer.
    func directSubtypes() -> [[String]: [[String]]] {
        if let directSubtypesAhead { return directSubtypesAhead }
        var subtypes: [[String]: [[String]]] = [:]
        let resolver = TypeResolver(index: self)
        // Each declared type read in place, where the types are kept (a copy of each declaration, or a
        // resolver made per type, retained and released every string and table it holds), and the
        // supertypes taken as `supertypes(of:)` takes them: the declaration's clause, then its extensions'.
        for position in types.indices {
            let extensions = extensionInheritance[types.keys[position]]
            if types.values[position].inherits.isEmpty && extensions == nil { continue }
            let path = types.values[position].path
            let scope = Array(path.dropLast())
            for written in types.values[position].inherits {
                if let superPath = resolver.resolve(written, in: scope).nominalPath { subtypes[superPath, default: []].append(path) }
            }
            for written in extensions ?? [] {
                if let superPath = resolver.resolve(written, in: []).nominalPath { subtypes[superPath, default: []].append(path) }
            }
        }
        return subtypes
    }

    /// Whether `path` conforms to or inherits from `target`, following every known supertype.
    /// `nil` when some supertype is outside the analysed code, so the answer is unknown.
    public func conforms(_ path: [String], to target: [String]) -> Bool? {
        var seen: Set<[String]> = [path]
        var queue = [path]
        var sawUnknown = false
        while let current = queue.popLast() {
            if !declaresType(at: current) && current != path { sawUnknown = true }
            for supertype in supertypes(of: current) {
                guard let superPath = supertype.nominalPath else { continue }
                if superPath == target { return true }
                if seen.insert(superPath).inserted { queue.append(superPath) }
            }
        }
        return sawUnknown ? nil : false
    }
}
