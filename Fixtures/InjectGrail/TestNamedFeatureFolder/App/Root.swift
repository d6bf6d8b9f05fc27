import InjectGrail

struct AppRootInjector: RootInjector {
    let api: Api
    let experiments: ExperimentStore
}

final class Api {}
final class ExperimentStore {}
