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

    /// Dirk registrations a template writes for the types marked `// sourcery: register`.
    private static let generatedModule = """
        // Generated using Sourcery 2.2.5 — https://github.com/krzysztofzablocki/Sourcery
        import Dirk
        final class GeneratedModule: Module {
            init() { super.init { Singleton { SessionStore() } } }
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
        // Marked after Sourcery last ran: the checked-in module does not register it yet.
        RuleExample([
            "App/Services.swift": """
                import Dirk
                // sourcery: register
                final class SessionStore {}
                // sourcery: register
                final class ↓ImageLoader {}
                func boot() throws { try Dirk.start { GeneratedModule() } }
                """,
            "App/Generated/Registrations.generated.swift": generatedModule,
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
        RuleExample([
            "App/Services.swift": """
                import Dirk
                // sourcery: register
                final class SessionStore {}
                // sourcery: AutoMockable
                final class ImageLoader {}
                func boot() throws { try Dirk.start { GeneratedModule() } }
                """,
            "App/Generated/Registrations.generated.swift": generatedModule,
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
