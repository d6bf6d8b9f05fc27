import Zerk

protocol Engine {}
final class AVEngine: Engine {}

protocol Player {}
final class VideoPlayer: Player {
    let engine: Engine
    init(resolver: DependencyRestoring) { engine = resolver.restore() }
}

protocol Editor {}
final class ClipEditor: Editor {
    init(container: DependencyRestoring, options: DependencyArguments) {}
}

final class AudioMixer {
    init(resolver: DependencyRestoring) {}
}

protocol Exporter {}
final class FileExporter: Exporter {
    init(store: DependencyStoring) {}
}

enum Setup {
    static func register() {
        Zerk.store.singleton(AVEngine() as Engine)
        // The storage passed on: Swift picks the storage overloads, which restore nothing themselves.
        Zerk.store.singleton { storage in VideoPlayer(resolver: storage) as Player }
        Zerk.store.transient { storage, arguments in ClipEditor(container: storage, options: arguments) as Editor }
        Zerk.store.singleton(AudioMixer.init(resolver:))
        // `DependencyStoring` is not what the storage overload passes: the typed overload restores it, and crashes.
        Zerk.store.singleton { storage in FileExporter(store: storage) as Exporter }
    }
}

final class Studio {
    @Injected var player: Player
    @Injected var editor: Editor
    @Injected var mixer: AudioMixer
}
