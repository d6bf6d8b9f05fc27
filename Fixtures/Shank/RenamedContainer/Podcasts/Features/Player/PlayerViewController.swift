import UIKit

protocol PlayerEngine {
    func play(_ episode: Episode)
}

final class AVPlayerEngine: PlayerEngine {
    func play(_ episode: Episode) {}
}

protocol PlaybackDiagnosing {
    func record(_ event: String)
}

struct PlaybackDiagnostics: PlaybackDiagnosing {
    func record(_ event: String) { print("[playback] \(event)") }
}

final class PlayerViewController: UIViewController {
    @Inject private var engine: PlayerEngine
    @Inject private var secureStore: SecureStore
    @Inject private var diagnostics: PlaybackDiagnosing
    private let episode: Episode

    init(episode: Episode) {
        self.episode = episode
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        engine.play(episode)
        diagnostics.record("play \(episode.id)")
    }
}
