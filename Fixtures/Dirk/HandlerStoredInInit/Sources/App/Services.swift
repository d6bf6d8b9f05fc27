import Dirk

protocol Session: AnyObject { func logout() }
protocol Router: AnyObject { func showLogin() }

final class UserSession: Session {
    @Inject var router: Router
    private var onExpire: (() -> Void)?
    init() {
        onExpire = { [unowned self] in self.router.showLogin() }   // read later, not while building
    }
    func logout() { onExpire?() }
}

final class AppRouter: Router {
    let session: Session
    init(session: Session) { self.session = session }
    func showLogin() {}
}
