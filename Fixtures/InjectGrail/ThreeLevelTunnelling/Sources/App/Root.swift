import InjectGrail

struct AppRoot: RootInjector {
    let api: Api
    let store: Store
    let analytics: Analytics
}

final class Api {}
final class Store {}
final class Analytics {}
final class Theme {}
