import Foundation

extension DependencyContainer {
    func registerPlayer() {
        register {
            Module { AVPlayerEngine() as PlayerEngine }
        }
    }

    func registerPlayerDiagnostics() {
        register {
            Module { PlaybackDiagnostics() as PlaybackDiagnosing }
        }
    }
}
