import Foundation

extension AppDelegate {
    func registerServices() {
        let http: HTTPService = URLSessionHTTPService(session: .shared)
        DependencyContainer.root.register {
            Module { http }
            Module { KeychainStore() as SecureStore }
            Module { DiskDownloadStore() as DownloadStore }
            #if DEBUG
            Module { ConsoleLogger() as Logger }
            #else
            Module { SilentLogger() as Logger }
            #endif
        }
    }
}
