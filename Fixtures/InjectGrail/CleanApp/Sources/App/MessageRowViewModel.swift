import InjectGrail

protocol MessageRowViewModelInjector: Injector {
    var messagesRepository: MessagesRepository { get }
    var messageIndex: Int { get }
}

final class MessageRowViewModel: Injectable {
    let injector: MessageRowViewModelInjectorImpl

    init(injector: MessageRowViewModelInjectorImpl) {
        self.injector = injector
    }
}
