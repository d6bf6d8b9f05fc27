import Dirk
import CompanyKit

protocol Logger { func log(_ s: String) }
final class PrintLogger: Logger { func log(_ s: String) { print(s) } }

try CompanyKit.bootstrap {
    Module {
        Singleton<Logger> { PrintLogger() }
    }
}

final class Home {
    @Inject var logger: Logger
}
Home().logger.log("hello")
print("ok")
