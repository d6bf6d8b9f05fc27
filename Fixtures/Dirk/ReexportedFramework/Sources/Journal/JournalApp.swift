import CoreDI
import SwiftUI

@main
struct JournalApp: App {
    init() {
        try! Dirk.start {
            PersistenceModule()
            Module {
                Singleton<MoodClassifier> { KeywordMoodClassifier() }
                Factory { EntryListViewModel(store: $0.get(), classifier: $0.get()) }
            }
        }
    }

    var body: some Scene {
        WindowGroup { EntryListView() }
    }
}
