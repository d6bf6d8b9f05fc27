extension ManualInjectionRule {
    public static let triggeringExamples: [RuleExample] = [
        RuleExample("""
            import InjectGrail
            struct AppRoot: RootInjector { let repository: Repository }
            protocol RowInjector: Injector {
                var repository: Repository { get }
                var ↓index: Int { get }
            }
            final class Row: Injectable {
                let injector: RowInjectorImpl
                init(injector: RowInjectorImpl) { self.injector = injector }
            }
            """),
        RuleExample("""
            import InjectGrail
            struct AppRoot: RootInjector { let network: NetworkService? }
            protocol FeedInjector: Injector { var ↓network: NetworkService { get } }
            final class Feed: Injectable {
                let injector: FeedInjectorImpl
                init(injector: FeedInjectorImpl) { self.injector = injector }
            }
            """),
        RuleExample("""
            import InjectGrail
            struct AppRoot: RootInjector { let auth: Auth }
            protocol LoginInjector: Injector {
                // sourcery: forceManual
                var ↓auth: Auth { get }
            }
            final class Login: Injectable {
                let injector: LoginInjectorImpl
                init(injector: LoginInjectorImpl) { self.injector = injector }
            }
            """),
    ]

    public static let nonTriggeringExamples: [RuleExample] = [
        RuleExample("""
            import InjectGrail
            struct AppRoot: RootInjector { let repository: Repository }
            protocol ListInjector: Injector { }
            protocol RowInjector: Injector { var repository: Repository { get } }
            final class List: Injectable, InjectsRowInjector {
                let injector: ListInjectorImpl
                init(injector: ListInjectorImpl) { self.injector = injector }
            }
            final class Row: Injectable {
                let injector: RowInjectorImpl
                init(injector: RowInjectorImpl) { self.injector = injector }
            }
            """),
    ]
}
