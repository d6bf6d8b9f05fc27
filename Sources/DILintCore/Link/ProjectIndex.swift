/// Every declaration of the analysed code, merged from all files, with the questions Link and the
/// rules ask of it: which type a name means in a scope, what a type conforms to, how it is constructed.
public struct ProjectIndex: Sendable, Equatable {
    private(set) var types: [String: TypeDeclaration] = [:]
    private(set) var typealiases: [String: TypealiasDeclaration] = [:]
    private(set) var initializers: [String: [InitializerDeclaration]] = [:]
    /// Each type's initializers by their parameter lists, each distinct list once: copies of one type
    /// declared in many modules would make every lookup read every copy's.
    private(set) var initializerSignatures: [String: [InitializerSignature]] = [:]
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

    /// Each table is filled in the order of `files`: a dotted name's first declaration wins.
    public init(files: [FileFacts]) {
        let typeCount = files.indices.reduce(0) { $0 + files[$1].declarations.types.count }
        // Sized once: growing a dictionary of string keys hashes every key again at each doubling.
        types.reserveCapacity(typeCount)
        typesByLastName.reserveCapacity(typeCount)
        // By position: a file's facts are a large value, and iterating them copies each one.
        for position in files.indices {
            let keys = Self.declarationKeys(ofFile: position, in: files)
            for (type, key) in zip(files[position].declarations.types, keys.types) where types[key] == nil {
                types[key] = type
                typesByLastName[type.path.last ?? "", default: []].append(type.path)
            }
            for (alias, key) in zip(files[position].declarations.typealiases, keys.typealiases) where typealiases[key] == nil {
                typealiases[key] = alias
            }
            declaringScopes.formUnion(keys.scopes)
        }
        // Extensions and their initializers name their type as written; resolve once every type is known.
        let typesOnly = self
        var tables = MemberTables()
        for file in files.indices { typesOnly.resolveMembers(ofFile: file, in: files, into: &tables) }
        (extensionInheritance, initializers, functions, staticProperties)
            = (tables.extensionInheritance, tables.initializers, tables.functions, tables.staticProperties)
        initializerSignatures = initializers.mapValues(InitializerSignature.distinct)
    }

    /// A file's types and typealiases under the dotted names the index keys them by.
    private struct DeclarationKeys {
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

    /// The member tables, filled file by file in file order (a name's members in the order of their files).
    private struct MemberTables {
        var extensionInheritance: [String: [TypeRef]] = [:]
        var initializers: [String: [InitializerDeclaration]] = [:]
        var functions: [String: [FunctionDeclaration]] = [:]
        var staticProperties: [String: StaticPropertyDeclaration] = [:]
    }

    /// A file's extensions and members with their types' paths resolved, put in the tables under the keys
    /// they are indexed by. The file is read where it lies in `files`, and
    /// each member by position: handed on or iterated, each was copied (every list and string it holds retained).
    private func resolveMembers(ofFile file: Int, in files: [FileFacts], into tables: inout MemberTables) {
        // A file's members name a few types many times over (every method of a type names it): each
        // written path is resolved once per file.
        var resolvedPaths: [[String]: [String]] = [:]
        func resolvedPath(_ written: [String]) -> [String] {
            if let known = resolvedPaths[written] { return known }
            let path = resolvedDeclarationPath(written)
            resolvedPaths[written] = path
            return path
        }
        for ext in files[file].declarations.extensions.indices {
            let extended = resolvedPath(files[file].declarations.extensions[ext].extendedPath)
            tables.extensionInheritance[Self.key(extended), default: []] += files[file].declarations.extensions[ext].inherits
        }
        for initializer in files[file].declarations.initializers.indices {
            let owner = resolvedPath(files[file].declarations.initializers[initializer].ownerPath)
            tables.initializers[Self.key(owner), default: []].append(files[file].declarations.initializers[initializer])
        }
        for position in files[file].declarations.functions.indices {
            var function = files[file].declarations.functions[position]
            function.scopePath = resolvedPath(function.scopePath)
            tables.functions[function.name, default: []].append(function)
        }
        for var property in files[file].declarations.staticProperties {
            property.ownerPath = resolvedPath(property.ownerPath)
            let key = (property.ownerPath + [property.name]).joined(separator: ".")
            if tables.staticProperties[key] == nil { tables.staticProperties[key] = property }
        }
    }

    /// Puts a file's new declarations in place of its old ones, when the two declare the same names with
    /// the same meaning (the same types and typealiases, extensions, static properties, and initializers
    /// and functions that differ only in where they stand): then every name resolves as before, and only
    /// the file's entries change. False when they do not (the index is then only partly changed).
    mutating func replaceDeclarations(_ old: Declarations, with new: Declarations, ofFile path: String) -> Bool {
        guard old.types.map(\.path) == new.types.map(\.path),
              old.typealiases.elementsEqual(new.typealiases, by: { $0.path == $1.path && $0.target == $1.target }),
              old.extensions.elementsEqual(new.extensions, by: { $0.extendedPath == $1.extendedPath && $0.inherits == $1.inherits }),
              old.staticProperties == new.staticProperties,
              old.initializers.elementsEqual(new.initializers, by: { $0.ownerPath == $1.ownerPath && $0.parameters == $1.parameters }),
              old.functions.elementsEqual(new.functions, by: { var moved = $1; moved.location = $0.location; return $0 == moved })
        else { return false }
        if !old.types.elementsEqual(new.types, by: { $0.inherits == $1.inherits }) { directSubtypesAhead = nil }
        // A name's first declaration in file order is the one kept: this file's, when it is the one there.
        var replaced = Set<String>()
        for type in new.types where replaced.insert(Self.key(type.path)).inserted && types[Self.key(type.path)]?.location.file == path {
            types[Self.key(type.path)] = type
        }
        replaced = []
        for alias in new.typealiases where replaced.insert(Self.key(alias.path)).inserted
            && typealiases[Self.key(alias.path)]?.location.file == path {
            typealiases[Self.key(alias.path)] = alias
        }
        // Each entry of the file moves once, by where it stood: moved one by one, an entry could be taken
        // for the one whose old place it has just moved to.
        let movedInitializers = Self.moves(old.initializers.map(\.location), new.initializers.map(\.location))
        for ownerPath in Set(old.initializers.map(\.ownerPath)) where !movedInitializers.isEmpty {
            let key = Self.key(resolvedDeclarationPath(ownerPath))
            for position in initializers[key, default: []].indices {
                if let moved = movedInitializers[initializers[key]![position].location] { initializers[key]![position].location = moved }
            }
        }
        let movedFunctions = Self.moves(old.functions.map(\.location), new.functions.map(\.location))
        for name in Set(old.functions.map(\.name)) where !movedFunctions.isEmpty {
            for position in functions[name, default: []].indices {
                if let moved = movedFunctions[functions[name]![position].location] { functions[name]![position].location = moved }
            }
        }
        return true
    }

    /// Where each declaration that moved stood, and where it stands now.
    private static func moves(_ before: [SourceLocation], _ after: [SourceLocation]) -> [SourceLocation: SourceLocation] {
        var moves: [SourceLocation: SourceLocation] = [:]
        for (old, new) in zip(before, after) where old != new { moves[old] = new }
        return moves
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

    func declaredFunctions(named name: String) -> [FunctionDeclaration] { functions[name] ?? [] }

    func staticProperty(of path: [String], named name: String) -> StaticPropertyDeclaration? {
        staticProperties[(path + [name]).joined(separator: ".")]
    }

    func declaredInitializers(of path: [String]) -> [InitializerDeclaration] {
        initializers[Self.key(path)] ?? []
    }

    /// The parameter lists of the type's declared initializers, each once, with how many declare it.
    func declaredInitializerSignatures(of path: [String]) -> [InitializerSignature] {
        initializerSignatures[Self.key(path)] ?? []
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
