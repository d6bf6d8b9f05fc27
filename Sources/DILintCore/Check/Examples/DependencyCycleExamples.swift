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
        RuleExample("""
            import InjectGrail
            struct AppRoot: RootInjector { }
            protocol ListInjector: Injector { var index: Int { get } }
            protocol RowInjector: Injector { }
            final class List: Injectable, InjectsRowInjector {
                let injector: ListInjectorImpl
                init(injector: ListInjectorImpl) { self.injector = injector }
            }
            final class Row: Injectable, InjectsListInjector {
                let injector: RowInjectorImpl
                init(injector: RowInjectorImpl) { self.injector = injector }
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
    ]
}
