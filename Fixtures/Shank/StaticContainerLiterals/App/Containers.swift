// A copy of Shank's container whose static containers are literals: each is filled when it is first read,
// and requests name the one they read (`@Inject(from: .useCases)`); no build() is needed for them.
protocol LoginUseCase { func run() -> String }
struct DefaultLoginUseCase: LoginUseCase { func run() -> String { "logged in" } }
protocol Clock { func now() -> String }
struct SystemClock: Clock { func now() -> String { "12:00" } }
protocol ProfileRepository { func name() -> String }
struct RemoteProfileRepository: ProfileRepository { func name() -> String { "Ada" } }

extension DependencyContainer {
    static var useCases = DependencyContainer {
        Module { DefaultLoginUseCase() as LoginUseCase }
    }
    static var repositories = DependencyContainer {
        Module { RemoteProfileRepository() as ProfileRepository }
    }
}

func startApp() {
    DependencyContainer.root.register {
        Module { SystemClock() as Clock }
    }.build()
}
