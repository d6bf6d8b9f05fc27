import UIKit

final class EpisodesViewController: UITableViewController {
    @Inject private var repository: EpisodeRepository
    @Inject private var downloads: DownloadStore
    @Inject private var logger: Logger
    @Inject private var analytics: AnalyticsService

    private var episodes: [Episode] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        analytics.track("episodes")
        repository.fetchLatest { [weak self] episodes in
            self?.episodes = episodes
            self?.tableView.reloadData()
        }
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let episode = episodes[indexPath.row]
        logger.log("play \(episode.id), downloaded: \(downloads.isDownloaded(episode))")
        navigationController?.pushViewController(PlayerViewController(episode: episode), animated: true)
    }
}
