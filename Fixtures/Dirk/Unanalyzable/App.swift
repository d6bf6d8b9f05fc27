import Dirk

final class Cache<Value> {
    @Inject var storage: Value
}

struct Mocks {
    static let api = MockAPI()
}
final class MockAPI {}
let sharedSession = MockAPI()

func makeModules() -> [Module] { [] }

let extraModule = Module {
    Factory { Mocks.api }
}

func bootstrap() {
    try! Dirk.start {
        Module {
            Factory { Cache<Int>() }
            Factory { 42 }
            Factory { sharedSession }
        }
        extraModule
    }
}

func load() throws {
    let anything = try inject()
    print(anything as Any)
}
