import Dirk

final class PlaybackQueue {
    let player: Player
    init(player: Player) { self.player = player }
}

final class Player {
    private(set) var queue: PlaybackQueue?
    let name: String

    init(name: String) { self.name = name }

    /// Used by the mini player, which is built after the graph is up.
    convenience init() {
        self.init(name: "mini")
        self.queue = try! inject(PlaybackQueue.self)
    }
}

final class Downloader {
    let verbose: Bool
    var logger: Logger?
    init(verbose: Bool) {
        self.verbose = verbose
        if verbose {
            logger = try! inject(Logger.self)
        }
    }
}

final class Logger {
    let downloader: Downloader
    init(downloader: Downloader) { self.downloader = downloader }
}
