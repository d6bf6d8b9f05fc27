import Foundation

extension AppDelegate {
    func registerRepositories() {
        DependencyContainer.root.register {
            Module { RemoteEpisodeRepository(http: URLSessionHTTPService(session: .shared)) as EpisodeRepository }
            Module { DiskDownloadStore() as DownloadStore }
        }
    }

    func registerFeatures() {
        DependencyContainer.root.registerPlayer()
        #if DEBUG
        DependencyContainer.root.registerPlayerDiagnostics()
        #endif
    }
}
