import Zerk

protocol Config { var debug: Bool { get } }
struct StaticConfig: Config { var debug: Bool { true } }
protocol Logger {}
final class ConfigLogger: Logger { init(config: Config) {} }

// Zerk does not conform to `AutoStoring` here: `autoStore()` is an ordinary function the app calls at
// launch, and Zerk never runs it again, so the restore in it is an ordinary lookup.
extension Zerk {
    static func autoStore() {
        let config: Config = standardStorage.restore()
        if config.debug {
            store.singleton { ConfigLogger(config: $0) as Logger }
        }
    }
}
