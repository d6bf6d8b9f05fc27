import Zerk

protocol Session: AnyObject { func logout() }
protocol Router: AnyObject { func showLogin() }

final class UserSession: Session {
    @Injected var router: Router
    private var onExpire: (() -> Void)?
    init() {
        onExpire = { [unowned self] in self.router.showLogin() }
    }
    func logout() { onExpire?() }
}

final class AppRouter: Router {
    let session: Session
    init(session: Session) { self.session = session }
    func showLogin() {}
}
