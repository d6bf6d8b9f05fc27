import AppDI
import Foundation

final class SettingsViewModel {
    @Inject(from: .app) private var settings: SettingsStore
    @Inject private var clock: Clock
    #if DEBUG
    @Inject private var debugMenu: DebugMenuPresenting
    #endif

    var fontSize: Int {
        get { settings.fontSize }
        set { settings.fontSize = newValue }
    }
}
