extension DependencyCycleRule {
    public static let triggeringExamples: [RuleExample] = [
        RuleExample("""
            import Dirk
            final class A { init(b: B) {} }
            final class B { init(a: A) {} }
            func boot() { try! Dirk.start { Module { Factory { A(b: $0.get()) }; Singleton { try B(a: inject()) } } } }
            """),
        RuleExample("""
            import Dirk
            final class Session { @Inject var user: User }
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
        // Shank: component() overloads that build each other.
        RuleExample("""
            import Shank
            protocol Parser {}
            protocol Lexer {}
            struct JSONParser: Parser { let lexer: Lexer }
            struct JSONLexer: Lexer { let parser: Parser }
            struct ParsingModule {
                func component() -> Parser { JSONParser(lexer: component()) }
                func component() -> Lexer { JSONLexer(parser: component()) }
            }
            """),
    ]

    public static let nonTriggeringExamples: [RuleExample] = [
        RuleExample("""
            import Dirk
            final class A { init(b: B) {} }
            final class B { init() {} }
            func boot() { try! Dirk.start { Module { Factory { A(b: $0.get()) }; Singleton { B() } } } }
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
