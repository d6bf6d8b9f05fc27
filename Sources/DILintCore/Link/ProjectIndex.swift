/// Every declaration of the analysed code, merged from all files, with the questions Link and the
/// rules ask of it: which type a name means in a scope, what a type conforms to, how it is constructed.
public struct ProjectIndex: Sendable {
    private(set) var types: [String: TypeDeclaration] = [:]
    private(set) var typealiases: [String: TypealiasDeclaration] = [:]
    private(set) var initializers: [String: [InitializerDeclaration]] = [:]
    private(set) var extensionInheritance: [String: [TypeRef]] = [:]
    private(set) var typesByLastName: [String: [[String]]] = [:]
    /// Functions by name, with their declaring type's path resolved, in two shards by `functionShard(_:)`:
    /// the largest member table, filled by two threads side by side instead of one finishing it alone.
    private(set) var functions: [[String: [FunctionDeclaration]]] = [[:], [:]]
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
        let typeCount = files.indices.reduce(0) { $0 + files[$1].declarations.types.count }
        // The keys are joined beside each other (a string per type and alias).
        let keys = threads > 1
            ? LargeStackWorkers.map(files.count, threads: threads) { Self.declarationKeys(ofFile: $0, in: files) }
            : files.indices.map { Self.declarationKeys(ofFile: $0, in: files) }
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
            // By position: a file's facts are a large value, and iterating them copies each one.
            for position in files.indices {
                for (type, key) in zip(files[position].declarations.types, keys[position].types) where types[key] == nil {
                    types[key] = type
                    typesByLastName[type.path.last ?? "", default: []].append(type.path)
                }
                for (alias, key) in zip(files[position].declarations.typealiases, keys[position].typealiases) where typealiases[key] == nil {
                    typealiases[key] = alias
                }
            }
        }
        // From each file's keys, taken beside the keys: the tables' keys, read again here, were cold (a
        // retain each missed the cache).
        for position in keys.indices { declaringScopes.formUnion(keys[position].scopes) }
        // Extensions and their initializers name their type as written; resolve once every type is known.
        // Members resolve against the types alone, so the member tables fill apart, each in file order.
        let typesOnly = self
        var tables = MemberTables()
        if threads > 1 {
            // One table (or shard) per piece, each filled from every file in file order as one thread fills
            // them all (the functions' two shards, the largest by far, first): nothing is collected per file
            // and copied again into the tables.
            let pieces = LargeStackWorkers.map(MemberKind.startOrder.count, threads: threads) { position in
                var piece = MemberTables(sizedFor: MemberKind.startOrder[position], in: files)
                for file in files.indices { typesOnly.resolveMembers(ofFile: file, in: files, into: &piece, only: MemberKind.startOrder[position]) }
                return piece
            }
            for (kind, piece) in zip(MemberKind.startOrder, pieces) { tables.take(kind, from: piece) }
        } else {
            tables = MemberTables(sizedFor: nil, in: files)
            for file in files.indices { typesOnly.resolveMembers(ofFile: file, in: files, into: &tables, only: nil) }
        }
        (extensionInheritance, initializers, functions, staticProperties)
            = (tables.extensionInheritance, tables.initializers, tables.functions, tables.staticProperties)
    }

    /// The index's type tables, filled as the one-thread loop fills them: a dotted name's first declaration wins.
    private enum TypeTable: Sendable {
        case byName([String: TypeDeclaration], typealiases: [String: TypealiasDeclaration])
        case byLastName([String: [[String]]])

        static func byName(_ files: [FileFacts], keys: [DeclarationKeys], capacity: Int) -> TypeTable {
            var types: [String: TypeDeclaration] = [:]
            types.reserveCapacity(capacity)
            var typealiases: [String: TypealiasDeclaration] = [:]
            for position in files.indices {
                for (type, key) in zip(files[position].declarations.types, keys[position].types) where types[key] == nil { types[key] = type }
                for (alias, key) in zip(files[position].declarations.typealiases, keys[position].typealiases) where typealiases[key] == nil {
                    typealiases[key] = alias
                }
            }
            return .byName(types, typealiases: typealiases)
        }

        static func byLastName(_ files: [FileFacts], keys: [DeclarationKeys], capacity: Int) -> TypeTable {
            var byLastName: [String: [[String]]] = [:]
            byLastName.reserveCapacity(capacity)
            var seen = Set<String>(minimumCapacity: capacity)
            for position in files.indices {
                for (type, key) in zip(files[position].declarations.types, keys[position].types) where seen.insert(key).inserted {
                    byLastName[type.path.last ?? "", default: []].append(type.path)
                }
            }
            return .byLastName(byLastName)
        }
    }

    /// A file's types and typealiases under the dotted names the index keys them by.
    private struct DeclarationKeys: Sendable {
        var types: [String]
        var typealiases: [String]
        /// The dotted names before each `.` of those keys: the scopes something is declared inside.
        var scopes: [String] = []
    }

    /// A file is read where it lies in `files` (handed on by itself, its facts, a large value, were copied).
    private static func declarationKeys(ofFile file: Int, in files: [FileFacts]) -> DeclarationKeys {
        var keys = DeclarationKeys(types: files[file].declarations.types.map { Self.key($0.path) },
                                   typealiases: files[file].declarations.typealiases.map { Self.key($0.path) })
        for key in keys.types { addScopes(of: key, to: &keys.scopes) }
        for key in keys.typealiases { addScopes(of: key, to: &keys.scopes) }
        return keys
    }

    /// The four kinds of member the index keeps a table of; the functions' in two shards.
    private enum MemberKind: Equatable, Sendable {
        case extensionInheritance, initializers, functions(shard: Int), staticProperties

        /// The order the tables start in when filled side by side, the longest to fill first (on the
        /// 10,000-file app each functions' shard took 37 ms, the static properties' 18, initializers' 13,
        /// extensions' 10), so that the short ones fill the threads' ends instead of one thread finishing last alone.
        static let startOrder: [MemberKind] = [.functions(shard: 0), .functions(shard: 1), .staticProperties, .initializers, .extensionInheritance]
    }

    /// Which of the functions' two shards holds `name`: the parity of its length, which a string keeps
    /// beside its bytes (each shard's filler asks of every function, and reading the bytes of names
    /// nothing else touches cost as much as filling), and which splits real names about evenly.
    @inline(__always) static func functionShard(_ name: String) -> Int { name.utf8.count & 1 }

    /// The member tables, filled file by file in file order (a name's members in the order of their files).
    private struct MemberTables: Sendable {
        var extensionInheritance: [String: [TypeRef]] = [:]
        var initializers: [String: [InitializerDeclaration]] = [:]
        var functions: [[String: [FunctionDeclaration]]] = [[:], [:]]
        var staticProperties: [String: StaticPropertyDeclaration] = [:]

        init() {}

        /// Empty tables, the large ones of `kind` (or of every kind) sized once for every member of `files`:
        /// growing a dictionary of string keys hashes every key again at each doubling.
        init(sizedFor kind: MemberKind?, in files: [FileFacts]) {
            if kind == nil || kind == .initializers {
                initializers.reserveCapacity(files.indices.reduce(0) { $0 + files[$1].declarations.initializers.count })
            }
            // A shard is sized for a little over half of all functions: counting each shard's exactly read
            // every function's name, and took as long as a sixth of filling the shard.
            let shards = functions.indices.filter { kind == nil || kind == .functions(shard: $0) }
            guard !shards.isEmpty else { return }
            let functionCount = files.indices.reduce(0) { $0 + files[$1].declarations.functions.count }
            for shard in shards { functions[shard].reserveCapacity(functionCount * 9 / 16) }
        }

        /// The table of `kind` that `piece` filled.
        mutating func take(_ kind: MemberKind, from piece: consuming MemberTables) {
            switch kind {
            case .extensionInheritance: extensionInheritance = piece.extensionInheritance
            case .initializers: initializers = piece.initializers
            case .functions(let shard): functions[shard] = piece.functions[shard]
            case .staticProperties: staticProperties = piece.staticProperties
            }
        }
    }

    /// A file's extensions and members (those of kind `only`, or all) with their types' paths resolved,
    /// put in the tables under the keys they are indexed by. The file is read where it lies in `files`, and
    /// each member by position: handed on or iterated, each was copied (every list and string it holds retained).
    private func resolveMembers(ofFile file: Int, in files: [FileFacts], into tables: inout MemberTables, only: MemberKind?) {
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
            for ext in files[file].declarations.extensions.indices {
                let extended = resolvedPath(files[file].declarations.extensions[ext].extendedPath)
                tables.extensionInheritance[Self.key(extended), default: []] += files[file].declarations.extensions[ext].inherits
            }
        }
        if only == nil || only == .initializers {
            for initializer in files[file].declarations.initializers.indices {
                let owner = resolvedPath(files[file].declarations.initializers[initializer].ownerPath)
                tables.initializers[Self.key(owner), default: []].append(files[file].declarations.initializers[initializer])
            }
        }
        for shard in tables.functions.indices where only == nil || only == .functions(shard: shard) {
            for position in files[file].declarations.functions.indices
            where Self.functionShard(files[file].declarations.functions[position].name) == shard {
                var function = files[file].declarations.functions[position]
                function.scopePath = resolvedPath(function.scopePath)
                tables.functions[shard][function.name, default: []].append(function)
            }
        }
        if only == nil || only == .staticProperties {
            for var property in files[file].declarations.staticProperties {
                property.ownerPath = resolvedPath(property.ownerPath)
                let key = (property.ownerPath + [property.name]).joined(separator: ".")
                if tables.staticProperties[key] == nil { tables.staticProperties[key] = property }
            }
        }
    }

    private static func addScopes(of key: String, to scopes: inout [String]) {
        var position = key.utf8.startIndex
        while let dot = key.utf8[position...].firstIndex(of: UInt8(ascii: ".")) {
            scopes.append(String(key[..<dot]))
            position = key.utf8.index(after: dot)
        }
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

    func declaredFunctions(named name: String) -> [FunctionDeclaration] { functions[Self.functionShard(name)][name] ?? [] }

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
