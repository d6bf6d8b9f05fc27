import Shank

protocol Logger { func log(_ s: String) }
struct ConsoleLogger: Logger { func log(_ s: String) { print(s) } }

final class Screen {
    @Inject private var logger: Logger
    func show() { logger.log("shown") }
}

// The container is made by a factory and built by its caller: no stored property ties the two.
enum Bootstrap {
    static func makeDependencies() -> Dependencies {
        Dependencies {
            Module { ConsoleLogger() as Logger }
        }
    }

    static func run() {
        makeDependencies().build()
    }
}
