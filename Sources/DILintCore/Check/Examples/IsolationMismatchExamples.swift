extension IsolationMismatchRule {
    public static let triggeringExamples: [RuleExample] = [
        // Dirk: a detached task resolves a main-actor view model.
        RuleExample("""
            import Dirk
            @MainActor final class ProfileViewModel { var name = "" }
            @MainActor func boot() { try! Dirk.start { Module { Factory { ProfileViewModel() } } } }
            func prefetch() {
                Task.detached {
                    let model: ProfileViewModel = try ↓inject()
                    _ = model
                }
            }
            """),
        // Zerk: a global queue restores a type isolated through its protocol.
        RuleExample("""
            import Zerk
            import Foundation
            @MainActor protocol Screen {}
            final class Settings: Screen {}
            @MainActor func register() { Zerk.store.transient { _ in Settings() } }
            func warmUp() {
                DispatchQueue.global().async {
                    let settings: Settings = ↓Zerk.store.restore()
                    _ = settings
                }
            }
            """),
        // Dirk: any provider written on the main actor, whatever it builds, is isolated to it.
        RuleExample("""
            import Dirk
            final class AvatarCache {}
            @MainActor enum App {
                static func start() { try! Dirk.start { Module { Singleton { AvatarCache() } } } }
            }
            func prefetch() { Thread.detachNewThread { let cache: AvatarCache = try! ↓inject(); _ = cache } }
            """),
    ]

    public static let nonTriggeringExamples: [RuleExample] = [
        // On the main actor: a plain Task inherits it, the main queue is it.
        RuleExample("""
            import Dirk
            import Foundation
            @MainActor final class ProfileViewModel { var name = "" }
            @MainActor func boot() { try! Dirk.start { Module { Factory { ProfileViewModel() } } } }
            @MainActor func show() {
                Task { let model: ProfileViewModel = try inject(); _ = model }
                DispatchQueue.main.async { let model: ProfileViewModel = try! inject(); _ = model }
            }
            """),
        // Off the main actor, but the type is not isolated to it.
        RuleExample("""
            import Dirk
            final class ImageCache {}
            func boot() { try! Dirk.start { Module { Singleton { ImageCache() } } } }
            func prefetch() { Task.detached { let cache: ImageCache = try inject(); _ = cache } }
            """),
    ]
}
