import Zerk

protocol Player {}
protocol Playlist {}
final class AudioPlayer: Player {}
final class LocalPlaylist: Playlist {}

enum Media {
    static let storage = Zerk.newStorage()

    static func register() {
        storage.singleton(AudioPlayer() as Player)
        Zerk.store.singleton(LocalPlaylist() as Playlist)
    }
}

final class NowPlaying {
    @Injected(from: Media.storage) var player: Player
    // Registered only in the standard storage, not in Media.storage.
    @Injected(from: Media.storage) var playlist: Playlist
    // Registered only in Media.storage, not in the standard storage.
    @Injected var standardPlayer: Player
}
