import Shank

final class AppDelegate {
    private let dependencies = Dependencies {
        Module { ProfileModule() as ProfileModuleType }
        Module { AccountModule() as AccountModuleType }
        Module { SessionModule() as SessionModuleType }
    }

    init() {
        dependencies.build()
    }
}

final class ProfileViewController {
    @Inject private var profile: ProfileModuleType
    private lazy var worker: ProfileWorkerType = profile.component()
}
