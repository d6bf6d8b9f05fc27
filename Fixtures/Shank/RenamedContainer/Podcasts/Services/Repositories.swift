import Foundation

struct Episode {
    let id: Int
    let title: String
}

protocol EpisodeRepository {
    func fetchLatest(completion: @escaping ([Episode]) -> Void)
}

struct RemoteEpisodeRepository: EpisodeRepository {
    let http: HTTPService

    func fetchLatest(completion: @escaping ([Episode]) -> Void) {
        completion([])
    }
}

protocol DownloadStore {
    func isDownloaded(_ episode: Episode) -> Bool
}

struct DiskDownloadStore: DownloadStore {
    func isDownloaded(_ episode: Episode) -> Bool { false }
}
