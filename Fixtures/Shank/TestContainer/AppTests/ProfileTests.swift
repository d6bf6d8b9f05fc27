import Shank
@testable import App

struct TrackingModuleMock: TrackingModuleType {}
struct ProfileModuleMock: ProfileModuleType {}

final class ProfileTests {
    // Test containers replace the app's root container while the tests run; they never serve the app.
    private let dependencies = Dependencies {
        Module { TrackingModuleMock() as TrackingModuleType }
        Module { ProfileModuleMock() as ProfileModuleType }
    }

    func setUp() {
        dependencies.build()
    }

    @Inject private var profile: ProfileModuleType
}
