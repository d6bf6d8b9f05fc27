import Shank

final class SettingsViewController {
    @Inject private var settings: SettingsModuleType
}

final class AboutViewController {
    @Inject private var settings: SettingsModuleType
}
