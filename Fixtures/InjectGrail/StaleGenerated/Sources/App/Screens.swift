import InjectGrail

struct AppRoot: RootInjector {
    let api: Api
}

final class Api {}

protocol ParentInjector: Injector {
}

final class Parent: Injectable, InjectsChildInjector {
    let injector: ParentInjectorImpl
    init(injector: ParentInjectorImpl) { self.injector = injector }
}

protocol ChildInjector: Injector {
    var api: Api { get }
}

final class Child: Injectable {
    let injector: ChildInjectorImpl
    init(injector: ChildInjectorImpl) { self.injector = injector }
}

/// Added after the generator last ran.
protocol SettingsInjector: Injector {
    var api: Api { get }
}

final class Settings: Injectable {
    let injector: SettingsInjectorImpl
    init(injector: SettingsInjectorImpl) { self.injector = injector }
}
