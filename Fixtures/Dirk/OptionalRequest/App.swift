import Dirk

protocol Keychain { func token() -> String? }
final class SystemKeychain: Keychain { func token() -> String? { nil } }

final class Session {
    let keychain: Keychain? = try? inject()
    @Inject var fallback: Keychain?
    @Inject var required: Keychain
}

func bootstrap() {
    try! Dirk.start {
        Module {
            Singleton<Keychain> { SystemKeychain() }
            Factory { Session() }
        }
    }
}
