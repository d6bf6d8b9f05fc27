import InjectGrail

protocol HomeInjector: Injector {
    var api: Api { get }
}

final class Home: Injectable, InjectsExperimentsScreenInjector {
    let injector: HomeInjectorImpl
    init(injector: HomeInjectorImpl) { self.injector = injector }

    func openExperiments() -> ExperimentsScreen { inject() }
}
