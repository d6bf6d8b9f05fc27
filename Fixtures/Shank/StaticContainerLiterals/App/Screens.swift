final class LoginViewModel {
    @Inject("LoginUseCase", dependencies: .useCases) private var loginUseCase: LoginUseCase
    @Inject(from: .repositories) private var profiles: ProfileRepository
    @Inject private var clock: Clock

    func tap() -> String { "\(loginUseCase.run()) \(profiles.name()) \(clock.now())" }
}

final class SettingsViewModel {
    // The login use case lives in `useCases`, not in `repositories`: this lookup crashes.
    @Inject(from: .repositories) private var loginUseCase: LoginUseCase

    func logout() -> String { loginUseCase.run() }
}
