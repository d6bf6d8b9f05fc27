import InjectGrail

protocol MessagesViewModelInjector: Injector {
    var networkManager: NetworkManager { get }
    var authenticationManager: AuthenticationManager { get }
}

final class MessagesViewModel: Injectable, InjectsMessageRowViewModelInjector {
    let injector: MessagesViewModelInjectorImpl

    init(injector: MessagesViewModelInjectorImpl) {
        self.injector = injector
        authenticationManager.checkIfLoggedIn()
    }

    func doSomeAction() {
        networkManager.callBackend()
    }

    func createRowViewModel(at index: Int) -> MessageRowViewModel {
        MessageRowViewModel(injector: inject(messageIndex: index))
    }
}
