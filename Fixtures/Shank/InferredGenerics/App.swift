import Foundation
import Shank

protocol Store { associatedtype Item }
final class UserStore: Store { typealias Item = String }
final class Repository<S: Store> {
    let store: S
    init(store: S) { self.store = store }
}
struct Box<Value> { let value: Value }
final class Pipeline<Input, Output> {
    init(_ transform: @escaping (Input) -> Output) {}
}

enum Bootstrap {
    static func run() {
        Dependencies {
            Module { Repository(store: UserStore()) }
            Module { Box(value: 3) }
            Module { Pipeline { (s: String) in s.count } }
            Module("ids") { Set(["a", "b"]) }
        }.build()
    }
}

final class UsersScreen {
    @Inject private var repository: Repository<UserStore>
    @Inject private var box: Box<Int>
    @Inject private var pipeline: Pipeline<String, Int>
    @Inject("ids") private var ids: Set<String>
}
