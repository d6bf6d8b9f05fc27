import Foundation

/// The folders below a root that discovery will walk, listed ahead of it on several threads, one depth
/// at a time. Listing (the `getdents` calls and the kernel's work behind them) is most of a walk over a
/// large project; the walk itself stays one thread that takes each listing in its own order, so which
/// symlink reaches a folder first, and every path it reports, is the same for any number of threads.
/// Only folders whose entries say they are folders are listed ahead (never symlinks, hidden or skipped
/// ones): anything else is listed when the walk reaches it, as is a folder that could not be listed here.
struct FolderListings {
    typealias Entry = (name: String, type: Int32)

    private var listed: [String: [Entry]] = [:]

    /// Nothing listed ahead: the walk lists every folder itself.
    init() {}

    init(below root: String, threads: Int) {
        guard threads > 1 else { return }
        var level = [root]
        while !level.isEmpty {
            let folders = level
            let slots = ResultSlots<[Entry]?>(count: folders.count)
            let lanes = min(threads, folders.count)
            DispatchQueue.concurrentPerform(iterations: lanes) { lane in
                for index in stride(from: lane, to: folders.count, by: lanes) { slots[index] = Self.list(folders[index]) }
            }
            var next: [String] = []
            for (folder, entries) in zip(folders, slots.takeValues()) {
                guard let entries else { continue }
                listed[folder] = entries
                for (name, type) in entries where type == Int32(DT_DIR) && !name.hasPrefix(".") && !Discovery.skipsFolder(named: name) {
                    next.append(Self.path(of: name, in: folder))
                }
            }
            level = next
        }
    }

    /// The listing of `folder` made ahead, handed over once.
    mutating func take(_ folder: String) -> [Entry]? {
        listed.removeValue(forKey: folder)
    }

    /// A folder entry's path, spelled as the walk spells it.
    static func path(of name: String, in folder: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The names in a folder with the type its entry records (`DT_UNKNOWN` where the file system keeps
    /// none: the walk asks those with `lstat`); nil when the folder cannot be listed.
    static func list(_ folder: String) -> [Entry]? {
        guard let stream = opendir(folder) else { return nil }
        defer { closedir(stream) }
        var entries: [Entry] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            entries.append((name, Int32(entry.pointee.d_type)))
        }
        return entries
    }
}
