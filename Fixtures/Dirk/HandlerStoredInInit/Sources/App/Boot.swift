import Dirk

func boot() {
    try! Dirk.start {
        Module {
            Singleton<Session> { UserSession() }
            Singleton<Router> { AppRouter(session: try $0.get()) }
        }
    }
}

final class SettingsScreen {
    @Inject var router: Router
    @Inject var session: Session
}
