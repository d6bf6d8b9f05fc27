import Zerk

protocol Session {}
protocol TokenRefresher {}
protocol APIClient {}
protocol Settings {}

final class UserSession: Session {
    init(api: APIClient) {}
}

final class OAuthRefresher: TokenRefresher {
    init(session: Session) {}
}

final class AuthorizedClient: APIClient {
    init(refresher: TokenRefresher) {}
}

final class DefaultsSettings: Settings {}

extension Zerk: AutoStoring {
    public static func autoStore() {
        store
            .singleton { api in UserSession(api: api) as Session }
            .singleton { OAuthRefresher(session: $0) as TokenRefresher }
            .transient { storage in AuthorizedClient(refresher: storage.restore()) as APIClient }
            .singleton(DefaultsSettings() as Settings)
        // Restoring here re-enters autoStore(), which has not returned yet.
        let settings: Settings = standardStorage.restore()
        _ = settings
        registerFeatures()
    }
}

// Reached from autoStore() through a helper: restoring here, or building an object whose
// @Injected wrappers look up at init, re-enters autoStore() as well.
extension Zerk {
    static func registerFeatures() {
        warmUp()
    }

    static func warmUp() {
        let screen = SettingsScreen()
        let client: APIClient = standardStorage.restore()
        _ = (screen, client)
    }
}

final class SettingsScreen {
    @Injected var settings: Settings
}
