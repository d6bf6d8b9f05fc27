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

    /// `threads`: how many fill the tables side by side (the type tables, then each file's extensions and
    /// members resolved, then the member tables); the index is the same for any number, each table filled in
    /// the order of `files` (`ParallelBackEndTests` holds the two paths to each other).
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
            initializers.reserveCapacity(files.reduce(0) { $0 + $1.declarations.initializers.count })
            functions.reserveCapacity(files.reduce(0) { $0 + $1.declarations.functions.count })
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
        // Each file's members resolve against the types alone, so files resolve apart; merged in file order.
        let typesOnly = self
        if threads > 1 {
            let resolved = LargeStackWorkers.map(files.count, threads: threads) { position in
                var members = ResolvedMembers()
                typesOnly.resolveMembers(of: files[position], into: &members)
                return members
            }
            // Each table is merged from every file in file order, as one thread would; the tables beside each other.
            let order = MemberTable.startOrder
            for table in LargeStackWorkers.map(MemberTable.count, threads: threads, { MemberTable.merged(order[$0], from: resolved) }) {
                switch table {
                case .extensionInheritance(let merged): extensionInheritance = merged
                case .initializers(let merged): initializers = merged
                case .functions(let merged): functions = merged
                case .staticProperties(let merged): staticProperties = merged
                }
            }
            // What the tables were made from is let go beside the passes that come next.
            FreedMemory.dropBeside((consume resolved, consume keys))
        } else {
            // Straight into the tables: each function and initializer is copied out of its file once.
            for file in files { typesOnly.resolveMembers(of: file, into: &self) }
        }
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

    /// One of the index's member tables, merged from every file's resolved members.
    private enum MemberTable: Sendable {
        case extensionInheritance([String: [TypeRef]])
        case initializers([String: [InitializerDeclaration]])
        case functions([String: [FunctionDeclaration]])
        case staticProperties([String: StaticPropertyDeclaration])

        static let count = 4
        /// The positions in the order their merges start: the functions' table, the largest by far, first,
        /// so that the others fill the second thread beside it instead of one thread finishing it alone.
        static let startOrder = [2, 1, 0, 3]

        /// The table at `position` (in the order of the cases), filled as `add` fills it, file by file.
        static func merged(_ position: Int, from files: [ResolvedMembers]) -> MemberTable {
            switch position {
            case 0:
                var table: [String: [TypeRef]] = [:]
                for file in files { for (key, inherits) in file.extensionInheritance { table[key, default: []] += inherits } }
                return .extensionInheritance(table)
            case 1:
                var table: [String: [InitializerDeclaration]] = [:]
                table.reserveCapacity(files.reduce(0) { $0 + $1.initializers.count })
                for file in files { for (key, initializer) in file.initializers { table[key, default: []].append(initializer) } }
                return .initializers(table)
            case 2:
                var table: [String: [FunctionDeclaration]] = [:]
                table.reserveCapacity(files.reduce(0) { $0 + $1.functions.count })
                for file in files { for function in file.functions { table[function.name, default: []].append(function) } }
                return .functions(table)
            default:
                var table: [String: StaticPropertyDeclaration] = [:]
                for file in files { for (key, property) in file.staticProperties where table[key] == nil { table[key] = property } }
                return .staticProperties(table)
            }
        }
    }

    /// A file's types and typealiases under the dotted names the index keys them by.
    private static func declarationKeys(of file: FileFacts) -> (types: [String], typealiases: [String]) {
        (file.declarations.types.map { Self.key($0.path) }, file.declarations.typealiases.map { Self.key($0.path) })
    }

    /// One file's extensions and members with their types' paths resolved, under the keys they are indexed by.
    private struct ResolvedMembers: Sendable, ProjectIndexMemberSink {
        var extensionInheritance: [(key: String, inherits: [TypeRef])] = []
        var initializers: [(key: String, initializer: InitializerDeclaration)] = []
        var functions: [FunctionDeclaration] = []
        var staticProperties: [(key: String, property: StaticPropertyDeclaration)] = []

        mutating func addExtension(key: String, inherits: [TypeRef]) { extensionInheritance.append((key, inherits)) }
        mutating func addInitializer(key: String, _ initializer: consuming InitializerDeclaration) { initializers.append((key, initializer)) }
        mutating func addFunction(_ function: consuming FunctionDeclaration) { functions.append(function) }
        mutating func addStaticProperty(key: String, _ property: consuming StaticPropertyDeclaration) { staticProperties.append((key, property)) }
    }

    private func resolveMembers(of file: FileFacts, into sink: inout some ProjectIndexMemberSink) {
        // A file's members name a few types many times over (every method of a type names it): each
        // written path is resolved once per file.
        var resolvedPaths: [[String]: [String]] = [:]
        func resolvedPath(_ written: [String]) -> [String] {
            if let known = resolvedPaths[written] { return known }
            let path = resolvedDeclarationPath(written)
            resolvedPaths[written] = path
            return path
        }
        for ext in file.declarations.extensions {
            sink.addExtension(key: Self.key(resolvedPath(ext.extendedPath)), inherits: ext.inherits)
        }
        for initializer in file.declarations.initializers {
            sink.addInitializer(key: Self.key(resolvedPath(initializer.ownerPath)), initializer)
        }
        for var function in file.declarations.functions {
            function.scopePath = resolvedPath(function.scopePath)
            sink.addFunction(function)
        }
        for var property in file.declarations.staticProperties {
            property.ownerPath = resolvedPath(property.ownerPath)
            sink.addStaticProperty(key: (property.ownerPath + [property.name]).joined(separator: "."), property)
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

/// Where a file's members go once their types' paths are resolved: a file's own list (files resolved side
/// by side, merged in file order afterwards) or the index's tables (one thread, in file order).
fileprivate protocol ProjectIndexMemberSink {
    mutating func addExtension(key: String, inherits: [TypeRef])
    mutating func addInitializer(key: String, _ initializer: consuming InitializerDeclaration)
    mutating func addFunction(_ function: consuming FunctionDeclaration)
    mutating func addStaticProperty(key: String, _ property: consuming StaticPropertyDeclaration)
}

/// The index's member tables, filled file by file as `MemberTable.merged` fills them from resolved files.
extension ProjectIndex: ProjectIndexMemberSink {
    fileprivate mutating func addExtension(key: String, inherits: [TypeRef]) { extensionInheritance[key, default: []] += inherits }
    fileprivate mutating func addInitializer(key: String, _ initializer: consuming InitializerDeclaration) { initializers[key, default: []].append(initializer) }
    fileprivate mutating func addFunction(_ function: consuming FunctionDeclaration) { functions[function.name, default: []].append(function) }
    fileprivate mutating func addStaticProperty(key: String, _ property: consuming StaticPropertyDeclaration) {
        if staticProperties[key] == nil { staticProperties[key] = property }
    }
}
