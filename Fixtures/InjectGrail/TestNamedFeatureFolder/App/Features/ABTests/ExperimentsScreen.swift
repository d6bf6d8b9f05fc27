import InjectGrail

/// The A/B-tests debug screen: lists running experiments.
protocol ExperimentsScreenInjector: Injector {
    var experiments: ExperimentStore { get }
}

final class ExperimentsScreen: Injectable {
    let injector: ExperimentsScreenInjectorImpl
    init(injector: ExperimentsScreenInjectorImpl) { self.injector = injector }
}
