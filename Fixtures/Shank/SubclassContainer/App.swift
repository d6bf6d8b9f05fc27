import Shank

protocol Logger { func log(_ s: String) }
struct PrintLogger: Logger { func log(_ s: String) { print(s) } }

// Shank's `Dependencies` is `open` so that apps can subclass it; the subclass's initializers are its own.
final class AppDependencies: Dependencies {}

final class HomeViewModel {
    @Inject private var logger: Logger
    func load() { logger.log("load") }
}

enum Launcher {
    static let dependencies = AppDependencies {
        Module { PrintLogger() as Logger }
    }
    static func launch() { dependencies.build() }
}
