import InjectGrail
import UIKit

final class AppDelegate: UIResponder {
    private let rootInjector = AppRootInjector(
        networkManager: NetworkManager(), messagesRepository: MessagesRepository(),
        authenticationManager: AuthenticationManager())

    func makeRootViewController() -> UIViewController {
        MessagesViewController(injector: rootInjector.inject())
    }
}
