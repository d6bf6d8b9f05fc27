import Foundation

/// Where the facts cache lives and what its entries must agree with.
public struct FactsCacheSettings: Sendable {
    public var directory: String
    /// The tool that wrote an entry: its version and, for builds that share a version, the executable's
    /// size and modification time. An entry of another tool is never read.
    public var toolFingerprint: String
    /// Past this many bytes of entries, the oldest are deleted (down to three quarters of it).
    public var maximumBytes: Int

    public static let defaultMaximumBytes = 256 << 20

    public init(directory: String, toolFingerprint: String, maximumBytes: Int = FactsCacheSettings.defaultMaximumBytes) {
        self.directory = directory
        self.toolFingerprint = toolFingerprint
        self.maximumBytes = maximumBytes
    }
}

/// Per-file `ExtractedFacts` on disk, keyed by the SHA-256 of the file's bytes plus a context hash (tool
/// and vocabulary): extraction is a pure function of those, so an entry under the same key is the same
/// facts. Entries start with a header line naming their key, then the facts in `BinaryCoder` form (JSON cost
/// as much as a parse); one that does not decode under its own key
/// (corrupt, truncated, foreign) is a miss and is written again. Writes go to a temporary file renamed
/// into place, so a reader sees a whole entry or none. A folder that cannot be written costs one warning
/// and the run goes on without storing.
final class FactsCache: @unchecked Sendable {
    private static let format = "dilint-facts 2"
    private let root: URL
    private let context: String
    private let maximumBytes: Int
    private let lock = NSLock()
    private var writable = true
    private var wrote = false
    private var warning: String?

    init(_ settings: FactsCacheSettings, vocabulary: ExtractionVocabulary) {
        root = URL(fileURLWithPath: settings.directory, isDirectory: true).appendingPathComponent("facts", isDirectory: true)
        context = String(ContentHash.sha256(Array((settings.toolFingerprint + "\n" + vocabulary.fingerprint).utf8)).prefix(16))
        maximumBytes = settings.maximumBytes
    }

    /// The key of a file's bytes under this run's context.
    func key(for bytes: [UInt8]) -> String { ContentHash.sha256(bytes) + "-" + context }

    func facts(forKey key: String) -> ExtractedFacts? {
        let url = entry(key)
        guard let data = try? Data(contentsOf: url), let newline = data.firstIndex(of: 0x0A),
              String(decoding: data[..<newline], as: UTF8.self) == "\(Self.format) \(key)",
              let facts = try? BinaryCoder.decode(ExtractedFacts.self, from: Array(data[(newline + 1)...])) else { return nil }
        // Used now: pruning deletes the entries used least recently first.
        utimes(url.path, nil)
        return facts
    }

    func store(_ facts: ExtractedFacts, forKey key: String) {
        guard lock.withLock({ writable }), let encoded = try? BinaryCoder.encode(facts) else { return }
        let body = Data(encoded)
        let url = entry(key)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(key).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
        if let failure = Self.writeEntry(Data("\(Self.format) \(key)\n".utf8) + body, to: url, through: temporary) {
            lock.withLock {
                guard writable else { return }
                writable = false
                warning = "cannot write the facts cache in \(root.deletingLastPathComponent().path) (\(String(cString: strerror(failure)))); going on without storing facts"
            }
        } else {
            lock.withLock { wrote = true }
        }
    }

    /// Creates the entry's folders, writes `temporary` and renames it to `url`: POSIX calls, so that a
    /// failure has its errno for the warning. Returns nil on success.
    private static func writeEntry(_ data: Data, to url: URL, through temporary: URL) -> Int32? {
        var folder = ""
        for component in url.deletingLastPathComponent().path.split(separator: "/") {
            folder += "/" + component
            if mkdir(folder, 0o755) != 0 && errno != EEXIST { return errno }
        }
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { return errno }
        let written = data.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        let failure = written == data.count ? nil : (written < 0 ? errno : EIO)
        close(descriptor)
        if failure == nil && rename(temporary.path, url.path) == 0 { return nil }
        let reason = failure ?? errno
        unlink(temporary.path)
        return reason
    }

    /// Ends the run: deletes the oldest entries past the bound (only when this run added some), and
    /// returns the warning, if any, for stderr.
    func finish() -> [String] {
        if lock.withLock({ wrote }) { prune() }
        return lock.withLock { warning.map { [$0] } ?? [] }
    }

    private func entry(_ key: String) -> URL {
        root.appendingPathComponent(String(key.prefix(2)), isDirectory: true).appendingPathComponent(key)
    }

    private func prune() {
        let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey, .isRegularFileKey]
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: keys) else { return }
        var entries: [(url: URL, size: Int, date: Date)] = []
        var total = 0
        for case let url as URL in walker {
            guard let values = try? url.resourceValues(forKeys: Set(keys)), values.isRegularFile == true else { continue }
            let size = values.fileSize ?? 0
            entries.append((url, size, values.contentModificationDate ?? .distantPast))
            total += size
        }
        guard total > maximumBytes else { return }
        // Oldest first; the path breaks ties so that the same cache always loses the same entries.
        for entry in entries.sorted(by: { ($0.date, $0.url.path) < ($1.date, $1.url.path) }) {
            guard total > maximumBytes / 4 * 3 else { break }
            if (try? FileManager.default.removeItem(at: entry.url)) != nil { total -= entry.size }
        }
    }
}

extension ExtractionVocabulary {
    /// The vocabulary as one stable string: entries extracted under another vocabulary do not apply.
    var fingerprint: String {
        let modules = providerModules.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.rawValue)" }
        return "providers:" + modules.joined(separator: ",") + "\nshank:" + shank.fingerprint
            + (readsInjectGrail ? "" : "\ninjectgrail:unread")
    }
}

extension ShankNames {
    var fingerprint: String {
        let sets = [containers, literalContainers, modules, wrappers, wrapperContainerLabels, buildMethods, registerMethods]
        let statics = staticContainers.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value.sorted().joined(separator: "|"))" }
        let roots = rootContainers.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }
        return (sets.map { $0.sorted().joined(separator: ",") } + [statics.joined(separator: ","), roots.joined(separator: ",")]).joined(separator: ";")
    }
}
