import Zerk

protocol Session: AnyObject { var userID: String? { get set }; var locale: String { get } }
final class AppSession: Session { var userID: String? = "u1"; var locale = "en" }
enum Feature {
    final class Config { var pageSize: Int = 20; var title: String? = nil }
    final class Theme { var accent = "blue" }
}
typealias FeatureConfig = Feature.Config

enum Setup {
    static func run() {
        Zerk.store
            .singleton(AppSession() as Session)
            .singleton(Feature.Config())
    }
}

final class Profile {
    @InjectedProperty(\Session.locale) var locale: String
    @InjectedMutableProperty(\Session.userID) var userID: String?
    @InjectedUnwrappedProperty(\Session.userID) var requiredUserID: String
    @InjectedProperty(\Feature.Config.pageSize) var pageSize: Int
    @InjectedUnwrappedProperty(\FeatureConfig.title, default: "Untitled") var title: String
}

// Nothing registers `Feature.Theme`: Zerk looks up the key 'Theme' when the screen is created.
final class ThemedProfile {
    @InjectedProperty(\Feature.Theme.accent) var accent: String
}
