import CoreDI
import SwiftUI

protocol MoodClassifier {
    func mood(of text: String) -> String
}

struct KeywordMoodClassifier: MoodClassifier {
    func mood(of text: String) -> String { text.contains("!") ? "excited" : "calm" }
}

final class EntryListViewModel: ObservableObject {
    private let store: EntryStore
    private let classifier: MoodClassifier

    init(store: EntryStore, classifier: MoodClassifier) {
        self.store = store
        self.classifier = classifier
    }

    var entries: [String] { store.entries() }
}

struct EntryListView: View {
    @ObservableInject private var viewModel: EntryListViewModel

    var body: some View {
        List(viewModel.entries, id: \.self) { Text($0) }
    }
}
