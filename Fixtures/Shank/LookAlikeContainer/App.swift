protocol Greeter { func greet() -> String }
struct EnglishGreeter: Greeter { func greet() -> String { "Hello" } }
struct SilentGreeter: Greeter { func greet() -> String { "" } }

let dependencies = Dependencies {
    Module("greeter") { EnglishGreeter() }
    Module { SilentGreeter() }
}

final class Welcome {
    @Inject("greeter", fallback: SilentGreeter()) var greeter: Greeter
    @Inject("clock", fallback: 0) var startedAt: Int
}

func start() { dependencies.build() }
