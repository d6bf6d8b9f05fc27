extension StaleGeneratedRule {
    private static let declarations = """
        import InjectGrail
        struct AppRoot: RootInjector { let api: Api }
        protocol FeedInjector: Injector {
            var api: Api { get }
        }
        final class Feed: Injectable {
            let injector: FeedInjectorImpl
            init(injector: FeedInjectorImpl) { self.injector = injector }
        }
        """

    public static let triggeringExamples: [RuleExample] = [
        RuleExample([
            "App/Feed.swift": declarations,
            "App/InjectGrail/Injectors.swift": """
                // Generated using Sourcery 2.2.5 — https://github.com/krzysztofzablocki/Sourcery
                struct ↓FeedInjectorImpl: FeedInjector { }
                """,
        ]),
    ]

    public static let nonTriggeringExamples: [RuleExample] = [
        RuleExample([
            "App/Feed.swift": declarations,
            "App/InjectGrail/Injectors.swift": """
                // Generated using Sourcery 2.2.5 — https://github.com/krzysztofzablocki/Sourcery
                struct FeedInjectorImpl: FeedInjector {
                    let mock: InjectGrailMock?
                    let api: Api
                }
                """,
        ]),
        // Without checked-in generated code there is nothing to be stale.
        RuleExample(declarations),
        // Other templates' generated structs are not InjectGrail output.
        RuleExample([
            "App/Feed.swift": declarations,
            "App/Generated/AutoMockable.generated.swift": """
                // Generated using Sourcery 2.2.5 — https://github.com/krzysztofzablocki/Sourcery
                struct ApiSpyImpl: AutoMockable { let calls: Int }
                """,
        ]),
    ]
}
