import InjectGrail

protocol InboxInjector: Injector {
    var clock: Clock { get }
}

final class Inbox: Injectable, InjectsThreadInjector {
    let injector: InboxInjectorImpl
    init(injector: InboxInjectorImpl) { self.injector = injector }
}

protocol ThreadInjector: Injector {
    var clock: Clock { get }
    var threadID: String { get }
    var network: NetworkService { get }
    var session: Session { get }
    var primaryApi: Api { get }
    var archiveApi: Api { get }
    // sourcery: forceManual
    var draftClock: Clock { get }
}

final class Thread: Injectable {
    let injector: ThreadInjectorImpl
    init(injector: ThreadInjectorImpl) { self.injector = injector }
}
