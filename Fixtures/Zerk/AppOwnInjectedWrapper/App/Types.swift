import Zerk
protocol Formatter { func format(_ d: Double) -> String }
struct PlainFormatter: Formatter { func format(_ d: Double) -> String { "\(d)" } }
protocol Logger {}
struct PrintLogger: Logger {}

enum Setup {
    static func run() { Zerk.store.singleton(PrintLogger() as Logger) }
}

final class PriceLabel {
    @Injected(default: PlainFormatter()) var formatter: Formatter
    let logger: Logger = Zerk.standardStorage.restore()
}
