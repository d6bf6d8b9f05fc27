import InjectGrail

struct AppRoot: RootInjector {
    let api: Api
}

final class Api {}

protocol ListInjector: Injector {
    var api: Api { get }
}

protocol DetailInjector: Injector {
    var itemID: String { get }
}

final class List: Injectable, InjectsDetailInjector {
    let injector: ListInjectorImpl
    init(injector: ListInjectorImpl) { self.injector = injector }
}

final class Detail: Injectable, InjectsListInjector {
    let injector: DetailInjectorImpl
    init(injector: DetailInjectorImpl) { self.injector = injector }
}

// The detail's rows inject nothing: the generator starts from them and walks up into the cycle.
protocol RowInjector: Injector {
    var api: Api { get }
}

final class Row: Injectable {
    let injector: RowInjectorImpl
    init(injector: RowInjectorImpl) { self.injector = injector }
}

extension Detail: InjectsRowInjector {}
