import Dirk

protocol ProfileStore {}
final class DiskProfileStore: ProfileStore {}

protocol FeatureFlags { func isOn(_ flag: String) -> Bool }
final class RemoteFeatureFlags: FeatureFlags { func isOn(_ flag: String) -> Bool { false } }

struct ProfileViewModel {
    let store: ProfileStore
}

final class SettingsViewModel {
    @Resolve var flags: FeatureFlags
    @Inject var profile: ProfileViewModel
}
