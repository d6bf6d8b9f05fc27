import Foundation

protocol NoteStore {
    func all() -> [String]
}

struct FileNoteStore: NoteStore {
    func all() -> [String] { [] }
}

protocol Renderer {
    func render(_ text: String) -> String
}

struct MarkdownRenderer: Renderer {
    func render(_ text: String) -> String { text }
}

protocol SyncService {
    func sync()
}

struct CloudSync: SyncService {
    func sync() {}
}

enum Services {
    static func start() {
        ServiceLocator.shared.add(CloudSync() as SyncService)
    }
}
