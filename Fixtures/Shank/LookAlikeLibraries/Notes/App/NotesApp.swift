import Dependencies
import SwiftUI

@main
struct NotesApp: App {
    init() {
        Dependencies {
            Dependency { FileNoteStore() as NoteStore }
            Dependency { MarkdownRenderer() as Renderer }
        }
        .build()
    }

    var body: some Scene {
        WindowGroup { NotesList() }
    }
}
