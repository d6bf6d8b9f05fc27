import Foundation

extension DependencyContainer {
    func registerPlayer() {
        register {
            Module { AVPlayerEngine() as PlayerEngine }
        }
    }
}
