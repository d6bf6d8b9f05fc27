import InjectGrail

struct AppRoot: RootInjector {
    let network: NetworkService?
    let primaryApi: Api
    let backupApi: Api
    let clock: Clock
}

protocol NetworkService {}
final class Api {}
final class Clock {}
final class Session {}
