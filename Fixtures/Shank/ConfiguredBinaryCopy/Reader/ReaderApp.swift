import SwiftUI

@main
struct ReaderApp: App {
    init() {
        CompositionRoot.configure()
    }

    var body: some Scene {
        WindowGroup {
            Text("Reader")
        }
    }
}
