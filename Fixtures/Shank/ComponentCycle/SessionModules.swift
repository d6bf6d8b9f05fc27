import Shank

protocol AccountModuleType {
    func signOut()
}

protocol SessionModuleType {
    func touch()
}

final class AccountModule: AccountModuleType {
    @Inject private var session: SessionModuleType

    init() {
        session.touch()
    }

    func signOut() {}
}

final class SessionModule: SessionModuleType {
    @Inject private var account: AccountModuleType

    init() {
        _ = self.account
    }

    func touch() {}
}
