import Dependencies
import SwiftUI

struct NotesList: View {
    @Injected private var store: NoteStore
    @Injected private var renderer: Renderer

    var body: some View {
        List(store.all(), id: \.self) { note in
            Text(renderer.render(note))
        }
    }
}
