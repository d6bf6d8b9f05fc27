import Dirk

protocol Greeter { func greet() -> String }
struct EnglishGreeter: Greeter { func greet() -> String { "Hello" } }

let appModule = Module {
    Factory<Greeter> { EnglishGreeter() }
}

final class HomeScreen {
    @Inject var greeter: Greeter
    @Resolve var other: Greeter
}
