import InjectGrail

struct AppRootInjector: RootInjector {
    let networkManager: NetworkManager
    let messagesRepository: MessagesRepository
    let authenticationManager: AuthenticationManager
}

final class NetworkManager {
    func callBackend() {}
}

final class MessagesRepository {}

final class AuthenticationManager {
    func checkIfLoggedIn() {}
}
