import Shank

protocol SessionManaging: AnyObject { var isLoggedIn: Bool { get } }
protocol ProfileLoading: AnyObject { func load() }

/// Only `init(preloading:)` reads `profile`, and only when asked to; the module calls `init()`.
final class SessionManager: SessionManaging {
    @Inject private var profile: ProfileLoading
    var isLoggedIn = false

    init() {}

    init(preloading: Bool) {
        if preloading { profile.load() }
    }
}

final class ProfileLoader: ProfileLoading {
    @Inject private var session: SessionManaging
    private var loggedIn = false

    init() {
        loggedIn = session.isLoggedIn
    }

    func load() {}
}

protocol AuthService: AnyObject { var user: String? { get } }
protocol TokenRefresher: AnyObject { func refresh() }

/// The initializer's local `refresher` is not the injected one.
final class Auth: AuthService {
    @Inject private var refresher: TokenRefresher
    var user: String?

    init() {
        let refresher = NoopRefresher()
        refresher.refresh()
        user = "guest"
    }
}

final class Refresher: TokenRefresher {
    @Inject private var auth: AuthService
    private var lastUser: String?

    init() {
        guard Refresher.enabled else { return }
        lastUser = auth.user
    }

    static var enabled = true

    func refresh() {}
}

final class NoopRefresher {
    func refresh() {}
}

protocol Ledger: AnyObject { var total: Int { get } }
protocol Auditor: AnyObject { var count: Int { get } }

/// Each initializer reads the other's property on every path: resolving either overflows the stack.
final class CashLedger: Ledger {
    @Inject private var auditor: Auditor
    var total = 0
    init() { total = auditor.count }
}

final class NightlyAuditor: Auditor {
    @Inject private var ledger: Ledger
    var count = 0
    init() {
        defer { count = ledger.total }
    }
}

enum Bootstrap {
    static func run() {
        Dependencies {
            Module { SessionManager() as SessionManaging }
            Module { ProfileLoader() as ProfileLoading }
            Module { Auth() as AuthService }
            Module { Refresher() as TokenRefresher }
            Module { CashLedger() as Ledger }
            Module { NightlyAuditor() as Auditor }
        }.build()
    }
}

final class AccountScreen {
    @Inject private var session: SessionManaging
    @Inject private var loader: ProfileLoading
    @Inject private var auth: AuthService
    @Inject private var refresher: TokenRefresher
}
