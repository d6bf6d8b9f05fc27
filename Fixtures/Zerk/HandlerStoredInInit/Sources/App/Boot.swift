import Zerk

func register() {
    Zerk.store
        .singleton { _ in UserSession() as Session }
        .singleton { AppRouter(session: $0) as Router }
}

final class SettingsScreen {
    @Injected var router: Router
    @Injected var session: Session
}
