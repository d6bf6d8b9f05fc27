import InjectGrail

protocol SettingsInjector: Injector {
    var backendApi: Api { get }
    var isDarkMode: Bool { get }
}

final class Settings: Injectable, InjectsAnimationInjector {
    let injector: SettingsInjectorImpl
    init(injector: SettingsInjectorImpl) { self.injector = injector }
}

protocol AnimationInjector: Injector {
    var fadeDurations: [Double] { get }
}

final class Animation: Injectable {
    let injector: AnimationInjectorImpl
    init(injector: AnimationInjectorImpl) { self.injector = injector }
}
