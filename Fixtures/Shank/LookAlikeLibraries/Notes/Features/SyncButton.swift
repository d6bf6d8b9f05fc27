import SwiftUI

struct SyncButton: View {
    @Inject private var sync: SyncService
    @Inject private var analytics: AnalyticsService

    var body: some View {
        Button("Sync") { sync.sync() }
    }
}

protocol AnalyticsService {}
