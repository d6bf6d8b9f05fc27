import Dirk
protocol Logger {}
final class PrintLogger: Logger {}
enum DIKit {
    static func bootstrap(@ArrayBuilder<Module> _ modules: () -> [Module]) throws {
        try Dirk.start(modules)
    }
}
try DIKit.bootstrap { Module { Singleton<Logger> { PrintLogger() } } }
final class Home { @Inject var logger: Logger }
_ = Home().logger
