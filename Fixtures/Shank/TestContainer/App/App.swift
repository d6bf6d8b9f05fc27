import Shank

protocol ProfileModuleType {}
protocol TrackingModuleType {}

struct ProfileModule: ProfileModuleType {}

final class AppDelegate {
    private let dependencies = Dependencies {
        Module { ProfileModule() as ProfileModuleType }
    }

    init() {
        dependencies.build()
    }
}

final class ProfileViewController {
    @Inject private var profile: ProfileModuleType
    @Inject private var tracking: TrackingModuleType
}
