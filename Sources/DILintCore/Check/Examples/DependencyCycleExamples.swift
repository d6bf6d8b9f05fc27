extension DependencyCycleRule {
    public static let triggeringExamples: [RuleExample] = [
        // Zerk: closure parameters are restored before the builder runs.
        RuleExample("""
            import Zerk
            protocol A {}
            protocol B {}
            final class AImpl: A { init(b: B) {} }
            final class BImpl: B { init(a: A) {} }
            func register() {
                Zerk.store
                    .singleton { b in AImpl(b: b) as A }
                    .singleton { a in BImpl(a: ↓a) as B }
            }
            """),
        // Zerk: `restore` inside `autoStore()` re-enters it.
        RuleExample("""
            import Zerk
            protocol Clock {}
            struct SystemClock: Clock {}
            extension Zerk: AutoStoring {
                public static func autoStore() {
                    store.singleton(SystemClock() as Clock)
                    let clock: Clock = ↓standardStorage.restore()
                }
            }
            """),
        RuleExample("""
            import Dirk
            final class A { init(b: B) {} }
            final class B { init(a: A) {} }
            func boot() { try! Dirk.start { Module { Factory { A(b: $0.get()) }; Singleton { try B(a: ↓inject()) } } } }
            """),
        RuleExample("""
            import Dirk
            final class Session { ↓@Inject var user: User }
            final class User { init(session: Session) {} }
            func boot() {
                try! Dirk.start {
                    Module {
                        Singleton { Session() }
                        Factory { dirk in User(session: try dirk.get()) }
                    }
                }
            }
            """),
        RuleExample("""
            import InjectGrail
            struct AppRoot: RootInjector { }
            protocol ListInjector: Injector { var index: Int { get } }
            protocol RowInjector: Injector { }
            final class List: Injectable, ↓InjectsRowInjector {
                let injector: ListInjectorImpl
                init(injector: ListInjectorImpl) { self.injector = injector }
            }
            final class Row: Injectable, InjectsListInjector, InjectsCellInjector {
                let injector: RowInjectorImpl
                init(injector: RowInjectorImpl) { self.injector = injector }
            }
            protocol CellInjector: Injector { }
            final class Cell: Injectable {
                let injector: CellInjectorImpl
                init(injector: CellInjectorImpl) { self.injector = injector }
            }
            """),
        // Shank: component() overloads that build each other.
        RuleExample("""
            import Shank
            protocol Parser {}
            protocol Lexer {}
            struct JSONParser: Parser { let lexer: Lexer }
            struct JSONLexer: Lexer { let parser: Parser }
            struct ParsingModule {
                func component() -> Parser { JSONParser(lexer: component()) }
                func component() -> Lexer { JSONLexer(parser: ↓component()) }
            }
            """),
    ]

    public static let nonTriggeringExamples: [RuleExample] = [
        // Zerk: a restore inside a builder runs later, not while autoStore() runs.
        RuleExample("""
            import Zerk
            protocol Clock {}
            protocol Timer {}
            struct SystemClock: Clock {}
            struct Ticker: Timer { init(clock: Clock) {} }
            extension Zerk: AutoStoring {
                public static func autoStore() {
                    store
                        .singleton(SystemClock() as Clock)
                        .transient { storage in Ticker(clock: storage.restore()) as Timer }
                }
            }
            """),
        RuleExample("""
            import Dirk
            final class A { init(b: B) {} }
            final class B { init() {} }
            func boot() { try! Dirk.start { Module { Factory { A(b: $0.get()) }; Singleton { B() } } } }
            """),
        RuleExample("""
            import InjectGrail
            struct AppRoot: RootInjector { }
            protocol ListInjector: Injector { }
            protocol RowInjector: Injector { }
            final class List: Injectable, InjectsRowInjector {
                let injector: ListInjectorImpl
                init(injector: ListInjectorImpl) { self.injector = injector }
            }
            final class Row: Injectable {
                let injector: RowInjectorImpl
                init(injector: RowInjectorImpl) { self.injector = injector }
            }
            """),
        RuleExample("""
            import Shank
            protocol Parser {}
            protocol Lexer {}
            struct JSONParser: Parser { let lexer: Lexer }
            struct JSONLexer: Lexer {}
            struct ParsingModule {
                func component() -> Parser { JSONParser(lexer: component()) }
                func component() -> Lexer { JSONLexer() }
            }
            """),
    ]
}
