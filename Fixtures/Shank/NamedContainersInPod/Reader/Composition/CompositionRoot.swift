import AppDI
import Foundation

enum CompositionRoot {
    static func configure() {
        configureRepositories()
        configureUseCases()
        configureApp()
    }

    private static func configureApp() {
        DIContainer.app.register {
            Dependency { UserDefaultsSettings(defaults: .standard) as SettingsStore }
            Dependency { SystemClock() as Clock }
        }
        #if DEBUG
        DIContainer.app.register {
            Dependency { ShakeDebugMenu() as DebugMenuPresenting }
        }
        #endif
    }
}
