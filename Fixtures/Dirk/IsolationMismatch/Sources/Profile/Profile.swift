import Dirk
import Foundation

/// Drives the profile screen; its state is read by the UI, so it lives on the main actor.
@MainActor
final class ProfileViewModel {
    var name = ""
    var avatar: Data?
}

/// Plain storage, safe anywhere.
final class AvatarCache {
    private var images: [String: Data] = [:]
    func image(for name: String) -> Data? { images[name] }
}

@MainActor
enum ProfileApp {
    static func start() {
        try! Dirk.start {
            Module {
                Factory { ProfileViewModel() }
                Singleton { AvatarCache() }
            }
        }
    }

    static func show() throws -> ProfileViewModel {
        try inject()
    }
}

/// Warms the caches when the app goes to the background.
enum Prefetcher {
    static func prefetch() {
        Task.detached(priority: .background) {
            let cache: AvatarCache = try inject()
            _ = cache.image(for: "me")
            // Written when the view model was not yet @MainActor.
            let model: ProfileViewModel = try inject()
            _ = model
        }
    }
}
