import Dirk

final class LoginScreen {
    @Inject var session: Session
    @Inject var logger: Logger
    @Inject var clock: Clock
    @Inject var cache: Cache
}
