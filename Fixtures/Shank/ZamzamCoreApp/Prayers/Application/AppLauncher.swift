import Foundation

enum AppLauncher {
    static func launch() {
        CompositionRoot.dependencies.build()
    }
}
