import Dirk

final class AuthService {
    let session: SessionStore
    init(session: SessionStore) { self.session = session }
}

final class SessionStore {
    let tokens: TokenRefresher
    init(tokens: TokenRefresher) { self.tokens = tokens }
}

final class TokenRefresher {
    let auth: AuthService
    init(auth: AuthService) { self.auth = auth }
}

func bootstrap() {
    try! Dirk.start {
        Module {
            Singleton { try AuthService(session: $0.get()) }
            Singleton { dirk in SessionStore(tokens: try dirk.get()) }
            Factory { TokenRefresher(auth: try inject()) }
        }
    }
}
