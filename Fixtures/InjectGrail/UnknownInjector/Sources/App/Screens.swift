import InjectGrail
import InjectGrailMacros

struct AppRoot: RootInjector {
    let api: Api
}

final class Api {}

protocol InboxInjector: Injector {
    var api: Api { get }
}

protocol ThreadInjector: Injector {
    var api: Api { get }
}

final class Inbox: Injectable, InjectsThreadInjectr {
    let injector: InboxInjectorImpl
    init(injector: InboxInjectorImpl) { self.injector = injector }
}

@Needs<ThreadInjector>
@Injects<Composer>
final class Thread {}

final class Settings: Injectable {
    let injector: SettingsInjectorImpl
    init(injector: SettingsInjectorImpl) { self.injector = injector }
}
