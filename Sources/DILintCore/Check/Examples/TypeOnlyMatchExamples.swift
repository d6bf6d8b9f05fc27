extension TypeOnlyMatchRule {
    public static let triggeringExamples: [RuleExample] = [
        RuleExample("""
            import InjectGrail
            struct AppRoot: RootInjector { let isLoggedIn: Bool }
            protocol SettingsInjector: Injector { var ↓isDarkMode: Bool { get } }
            final class Settings: Injectable {
                let injector: SettingsInjectorImpl
                init(injector: SettingsInjectorImpl) { self.injector = injector }
            }
            """),
        // Tunnelled from the root through the parent: still the wrong value.
        RuleExample("""
            import InjectGrail
            struct AppRoot: RootInjector { let retryDelays: [Double] }
            protocol FeedInjector: Injector { }
            protocol RowInjector: Injector { var ↓fadeDurations: [Double] { get } }
            final class Feed: Injectable, InjectsRowInjector {
                let injector: FeedInjectorImpl
                init(injector: FeedInjectorImpl) { self.injector = injector }
            }
            final class Row: Injectable {
                let injector: RowInjectorImpl
                init(injector: RowInjectorImpl) { self.injector = injector }
            }
            """),
    ]

    public static let nonTriggeringExamples: [RuleExample] = [
        // Same name: the intended value.
        RuleExample("""
            import InjectGrail
            struct AppRoot: RootInjector { let isDarkMode: Bool }
            protocol SettingsInjector: Injector { var isDarkMode: Bool { get } }
            final class Settings: Injectable {
                let injector: SettingsInjectorImpl
                init(injector: SettingsInjectorImpl) { self.injector = injector }
            }
            """),
        // A service matched by type is how InjectGrail is meant to be used.
        RuleExample("""
            import InjectGrail
            protocol Api {}
            struct AppRoot: RootInjector { let networkApi: Api }
            protocol FeedInjector: Injector { var api: Api { get } }
            final class Feed: Injectable {
                let injector: FeedInjectorImpl
                init(injector: FeedInjectorImpl) { self.injector = injector }
            }
            """),
        // forceManual: the caller passes it.
        RuleExample("""
            import InjectGrail
            struct AppRoot: RootInjector { let isLoggedIn: Bool }
            protocol SettingsInjector: Injector {
                // sourcery: forceManual
                var isDarkMode: Bool { get }
            }
            final class Settings: Injectable {
                let injector: SettingsInjectorImpl
                init(injector: SettingsInjectorImpl) { self.injector = injector }
            }
            """),
    ]
}
