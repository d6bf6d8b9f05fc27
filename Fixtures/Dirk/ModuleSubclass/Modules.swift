import Dirk

final class ProfileModule: Module {
    init() {
        super.init {
            Factory { try ProfileViewModel(store: $0.get()) }
            Singleton<ProfileStore> { DiskProfileStore() }
        }
    }
}

final class SettingsModule: Module {
    init() {
        super.init {
            Factory { SettingsViewModel() }
        }
    }
}

/// Declared but never handed to Dirk: its providers never run.
final class LegacyModule: Module {
    init() {
        super.init {
            Singleton<FeatureFlags> { RemoteFeatureFlags() }
        }
    }
}
