import Shank

protocol SettingsModuleType {}
struct SettingsModule: SettingsModuleType {}

final class AppDelegate {
    // The README warns: forgetting build() leaves Shank's root container empty.
    private let dependencies = Dependencies {
        Module { SettingsModule() as SettingsModuleType }
    }
}
