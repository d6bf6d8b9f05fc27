import Shank

protocol Logger { func log(_ s: String) }
struct PrintLogger: Logger { func log(_ s: String) { print(s) } }

final class Screen {
    @Inject private var logger: Logger
    func show() { logger.log("shown") }
}

// `.init`, `T.init` and the module qualifier name the same initializers as `Dependencies { … }`.
enum Boot {
    static let dependencies: Shank.Dependencies = .init {
        Shank.Module.init { PrintLogger() as Logger }
    }
    static func run() { dependencies.build() }
}
