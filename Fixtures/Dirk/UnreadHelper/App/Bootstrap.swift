import Dirk
import PaymentsKit

protocol Logger {}
final class PrintLogger: Logger {}

func bootstrap() throws {
    try Dirk.start {
        Module {
            Singleton<Logger> { PrintLogger() }
        }
        // A module of a binary SDK: dilint cannot read what it registers.
        PaymentsKit.dependencies(environment: .production)
    }
}
