import InjectGrail

struct AppRoot: RootInjector {
    let api: Api
    let isLoggedIn: Bool
    let retryDelays: [Double]
}

protocol Api {}
