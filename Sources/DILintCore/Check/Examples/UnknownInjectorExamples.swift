extension UnknownInjectorRule {
    public static let triggeringExamples: [RuleExample] = [
        RuleExample("""
            import InjectGrail
            struct AppRoot: RootInjector { }
            protocol ListInjector: Injector { }
            final class List: Injectable, ↓InjectsRowInjectr {
                let injector: ListInjectorImpl
                init(injector: ListInjectorImpl) { self.injector = injector }
            }
            """),
        RuleExample("""
            import InjectGrail
            import InjectGrailMacros
            struct AppRoot: RootInjector { }
            protocol ListInjector: Injector { }
            @Needs<ListInjector>
            @Injects<↓Detail>
            final class List { }
            """),
    ]

    public static let nonTriggeringExamples: [RuleExample] = [
        RuleExample("""
            import InjectGrail
            import InjectGrailMacros
            struct AppRoot: RootInjector { }
            protocol ListInjector: Injector { }
            protocol DetailInjector: Injector { }
            @Needs<ListInjector>
            @Injects<Detail>
            final class List { }
            @NeedsInjector
            final class Detail { }
            """),
        // `@Needs<P>` makes `P` an injector even when it does not inherit `Injector`.
        RuleExample([
            "App/Dependencies.swift": """
                protocol SettingsDependencies { var store: Store { get } }
                """,
            "App/Settings.swift": """
                import InjectGrailMacros
                struct AppRoot: RootInjector { let store: Store }
                @Needs<SettingsDependencies>
                final class Settings { }
                """,
        ]),
    ]
}
