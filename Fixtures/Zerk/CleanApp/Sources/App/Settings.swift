import Zerk

protocol UserSettings: AnyObject {
    var theme: String { get }
    var fontSize: Double { get set }
    var nickname: String? { get }
    var avatarURL: String? { get set }
    func reset()
}

final class DefaultsSettings: UserSettings {
    var theme = "light"
    var fontSize = 14.0
    var nickname: String?
    var avatarURL: String?
    func reset() {}
}

protocol Dashboard {}

final class HomeDashboard: Dashboard {
    init(feed: FeedService, images: ImageLoader, settings: UserSettings) {}
}

enum SettingsRegistrations {
    static let previews = Zerk.newStorage()

    static func register() {
        Zerk.store
            .singleton { _ in DefaultsSettings() as UserSettings }
            .transient { feed, images, settings in HomeDashboard(feed: feed, images: images, settings: settings) as Dashboard }
        previews.singleton(DefaultsSettings() as UserSettings)
    }
}

final class SettingsScreen {
    @InjectedProperty(\UserSettings.theme) var theme: String
    @InjectedMutableProperty(\UserSettings.fontSize) var fontSize: Double
    @InjectedUnwrappedProperty(\UserSettings.nickname, default: "guest") var nickname: String
    @InjectedUnwrappedMutableProperty(\UserSettings.avatarURL, default: "") var avatarURL: String
    @Injected(from: SettingsRegistrations.previews) var previewSettings: UserSettings
    @Injected var dashboard: Dashboard
}
