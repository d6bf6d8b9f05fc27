/// Phase one of `TwoPhaseExtraction`: which files can hold DI code, by a byte search that needs no parse.
/// A file qualifies when its bytes name a framework's module or a module that provides one (an import is
/// then possible), a `dilint:` directive, or, in a project read as InjectGrail's, an InjectGrail marker;
/// and, when the project can use Shank at all, a Shank container, wrapper or method name. Substring
/// search, so `FooInjectable` counts as `Injectable`: a false hit costs a parse, a miss would cost a finding.
struct DIFileMarkers {
    /// InjectGrail needs no import to be read: its protocols and macros are recognised by these names
    /// (`Injector` covers `RootInjector` and `@NeedsInjector`'s injectors, `@Needs` the two macros).
    /// Not `Inject` or `Needs` alone: real code is full of `Injection`, `Injected` and `setNeedsLayout`.
    static let injectGrail = ["Injector", "Injectable", "Injects", "@Needs"]
    private let needles: [ByteSearch.Needle]
    /// Names whose presence anywhere means the project may use Shank: its modules, the modules that
    /// re-export it.
    private let shankModules: [ByteSearch.Needle]
    private let shankMarkers: [ByteSearch.Needle]
    /// A copy of Shank in the project, or a configured one: Shank is in use whatever the imports say.
    private let hasShankCopy: Bool
    /// Modules that provide a framework: their own files see it without naming it.
    private let providerModules: [String: Framework]
    private let packageTargets: PackageTargets

    init(vocabulary: ExtractionVocabulary) {
        var words = Set(Framework.allCases.flatMap(\.importNames))
        words.formUnion(vocabulary.providerModules.keys)
        // InjectGrail's markers are common words (`inject`, `Needs`): only a project that names InjectGrail or
        // an injector somewhere is read as InjectGrail's (`readsInjectGrail`); elsewhere its reader does not
        // run, and a file that spells only them holds no DI code.
        if vocabulary.readsInjectGrail { words.formUnion(Self.injectGrail) }
        words.insert("dilint:")
        // Types marked for a generator: a generated file that lacks one is stale (`stale-generated`).
        words.insert("sourcery:")
        needles = words.sorted().map(ByteSearch.Needle.init)
        let shankModules = Framework.shank.importNames.union(vocabulary.providerModules.filter { $0.value == .shank }.keys)
        self.shankModules = shankModules.sorted().map(ByteSearch.Needle.init)
        shankMarkers = vocabulary.shank.fileMarkers.map(ByteSearch.Needle.init)
        hasShankCopy = vocabulary.shank.copiesFound
        providerModules = vocabulary.providerModules
        packageTargets = vocabulary.packageTargets
    }

    /// Eight bytes at a time while they are ASCII, and each other character checked where it stands
    /// (RFC 3629: no overlong form, no surrogate, nothing past U+10FFFF): source files are ASCII but for
    /// a dash or an accent in a comment, and validating the whole of such a file through a string copied
    /// it first.
    static func isUTF8(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { raw -> Bool in
            var offset = 0
            while offset < raw.count {
                if offset + 8 <= raw.count, raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                    offset += 8
                    continue
                }
                let lead = raw[offset]
                if lead < 0x80 {
                    offset += 1
                    continue
                }
                // The range the second byte must lie in, and how many bytes the character has.
                let second: ClosedRange<UInt8>, count: Int
                switch lead {
                case 0xC2...0xDF: (second, count) = (0x80...0xBF, 2)
                case 0xE0: (second, count) = (0xA0...0xBF, 3)
                case 0xE1...0xEC, 0xEE...0xEF: (second, count) = (0x80...0xBF, 3)
                case 0xED: (second, count) = (0x80...0x9F, 3)
                case 0xF0: (second, count) = (0x90...0xBF, 4)
                case 0xF1...0xF3: (second, count) = (0x80...0xBF, 4)
                case 0xF4: (second, count) = (0x80...0x8F, 4)
                default: return false
                }
                guard offset + count <= raw.count, second.contains(raw[offset + 1]) else { return false }
                for next in 2..<count where raw[offset + next] & 0xC0 != 0x80 { return false }
                offset += count
            }
            return true
        }
    }

    /// Which files phase one parses. Unreadable and non-UTF-8 files are taken (extraction says why they
    /// are skipped), and generated files (their own small extraction). A file without a marker is not
    /// checked against the parse limits here: on a project without DI code that pass over every byte
    /// would cost more than the search; a file a later round needs is checked when it is extracted.
    ///
    /// Shank is most often vendored, so a file need not import it to hold Shank code, and its markers
    /// (`build`, `Dependencies`, `component`) are common words: they are searched for only when some file
    /// names a Shank module or the project holds a copy (`shankInUse`). Otherwise the linker drops every
    /// Shank candidate fact, and the files only they would pick cannot change the report.
    func firstRound(of sources: [ReadSource], threads: Int) -> (mustParse: [Bool], shankInUse: Bool, namesShank: [Bool]) {
        let marked = LargeStackWorkers.map(sources.count, threads: threads) { marks(sources[$0]) }
        var mustParse = marked.map(\.parse)
        let namesShank = marked.map(\.namesShank)
        let shankInUse = hasShankCopy || namesShank.contains(true)
        guard shankInUse else { return (mustParse, false, namesShank) }
        let rest = sources.indices.filter { !mustParse[$0] }
        let shank = LargeStackWorkers.map(rest.count, threads: threads) { hasShankMarker(sources[rest[$0]]) }
        for (index, hit) in zip(rest, shank) where hit { mustParse[index] = true }
        return (mustParse, true, namesShank)
    }

    /// Whether phase one of a run whose `shankInUse` is known parses `source`, and whether the file
    /// names a Shank module (which makes Shank in use): one file judged as `firstRound` judges it.
    func firstRound(of source: ReadSource, shankInUse: Bool) -> (parse: Bool, namesShank: Bool) {
        let marked = marks(source)
        return (marked.parse || (shankInUse && hasShankMarker(source)), marked.namesShank)
    }

    private func marks(_ source: ReadSource) -> (parse: Bool, namesShank: Bool) {
        guard case .success(let bytes) = source.bytes else { return (true, false) }
        let namesShank = namesShankModule(bytes)
        // Not UTF-8: extraction says the file is skipped, as with every file parsed.
        let parse = namesShank || namesDICode(bytes, at: source.file.displayPath) || !Self.isUTF8(bytes)
        return (parse, namesShank)
    }

    /// Whether a file dilint does not read (past a limit, not UTF-8, unreadable) may hold DI code: then it
    /// may register or request anything (`UnreadFile`). Every marker counts, Shank's common words too.
    func mayHoldDICode(_ source: ReadSource) -> Bool {
        guard case .success(let bytes) = source.bytes else { return true }
        return namesShankModule(bytes) || namesDICode(bytes, at: source.file.displayPath) || hasShankMarker(source)
    }

    private func namesShankModule(_ bytes: [UInt8]) -> Bool {
        shankModules.contains { ByteSearch.contains(bytes, $0) }
    }

    /// A framework's or a providing module's name, a directive or a generator's mark, or a file of a
    /// module that provides a framework.
    private func namesDICode(_ bytes: [UInt8], at path: String) -> Bool {
        needles.contains { ByteSearch.contains(bytes, $0) } || GeneratedCode.isGenerated(bytes) || isInProvidingModule(path)
    }

    private func isInProvidingModule(_ path: String) -> Bool {
        !providerModules.isEmpty && ExportedImports.providingModule(of: path, among: providerModules, targets: packageTargets) != nil
    }

    private func hasShankMarker(_ source: ReadSource) -> Bool {
        guard case .success(let bytes) = source.bytes else { return false }
        return shankMarkers.contains { ByteSearch.contains(bytes, $0) }
    }
}
