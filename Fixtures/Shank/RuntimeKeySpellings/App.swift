import Foundation
import Shank

protocol APIClient { func get(_ p: String) -> String }
final class LiveAPIClient: APIClient, @unchecked Sendable { func get(_ p: String) -> String { p } }
protocol ImageLoader { func load(_ u: String) -> Data? }
final class CachedImageLoader: ImageLoader, @unchecked Sendable { func load(_ u: String) -> Data? { nil } }
protocol Roaster {}
final class DarkRoaster: Roaster {}
protocol Grinder {}
final class BurrGrinder: Grinder {}

typealias SendableAPI = any APIClient & Sendable

enum Bootstrap {
    static func run() {
        Dependencies {
            // The runtime prints neither the marker protocol nor the backticks.
            Module { LiveAPIClient() as any APIClient & Sendable }
            Module { CachedImageLoader() as ImageLoader }
            Module { `DarkRoaster`() as `Roaster` }
            Module { BurrGrinder() }
        }.build()
    }
}

final class CoffeeViewModel: @unchecked Sendable {
    @Inject private var api: APIClient
    @Inject private var loader: any ImageLoader & Sendable
    @Inject private var sendableAPI: SendableAPI
    @Inject private var roaster: Roaster
    // Still a crash: the module registers 'BurrGrinder'.
    @Inject private var grinder: Grinder
}
