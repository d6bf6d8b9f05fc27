extension RootInjectorRule {
    public static let triggeringExamples: [RuleExample] = [
        RuleExample("""
            import InjectGrail
            protocol ↓FeedInjector: Injector { }
            final class Feed: Injectable {
                let injector: FeedInjectorImpl
                init(injector: FeedInjectorImpl) { self.injector = injector }
            }
            """),
        RuleExample([
            "App/Root.swift": """
                import InjectGrail
                struct ↓AppRoot: RootInjector { }
                protocol FeedInjector: Injector { }
                final class Feed: Injectable {
                    let injector: FeedInjectorImpl
                    init(injector: FeedInjectorImpl) { self.injector = injector }
                }
                """,
            "App/PreviewRoot.swift": """
                import InjectGrail
                struct PreviewRoot: RootInjector { }
                """,
        ]),
    ]

    public static let nonTriggeringExamples: [RuleExample] = [
        RuleExample("""
            import InjectGrail
            struct AppRoot: RootInjector { }
            protocol FeedInjector: Injector { }
            final class Feed: Injectable {
                let injector: FeedInjectorImpl
                init(injector: FeedInjectorImpl) { self.injector = injector }
            }
            """),
        // An unrelated protocol named `Injector`, with no InjectGrail around, is not InjectGrail.
        RuleExample("""
            protocol Injector { func inject(into view: View) }
            protocol ViewInjector: Injector { }
            """),
    ]
}
