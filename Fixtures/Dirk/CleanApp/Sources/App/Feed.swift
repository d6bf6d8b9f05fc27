import Dirk
import SwiftUI

protocol Logging {
    func log(_ message: String)
}

struct ConsoleLogger: Logging {
    let verbose: Bool
    func log(_ message: String) { if verbose { print(message) } }
}

protocol AppRouting: AnyObject {
    func open(_ route: String)
}

final class AppRouter: AppRouting {
    func open(_ route: String) {}
}

protocol FeedRepository {
    func items() async throws -> [String]
}

final class RemoteFeedRepository: FeedRepository {
    private let client: HTTPClient
    private let configuration: APIConfiguration

    init(client: HTTPClient, configuration: APIConfiguration) {
        self.client = client
        self.configuration = configuration
    }

    func items() async throws -> [String] {
        _ = try await client.get(configuration.baseURL)
        return []
    }
}

final class FeedViewModel: ObservableObject {
    @Inject private var repository: FeedRepository
    @Resolve private var router: AppRouting
    @Published var items: [String] = []

    func refresh() async {
        items = (try? await repository.items()) ?? []
    }

    func select(_ item: String) {
        router.open(item)
    }
}

struct FeedView: View {
    @StateInject private var viewModel: FeedViewModel

    var body: some View {
        List(viewModel.items, id: \.self) { Text($0) }
    }
}

final class FeatureModule: Module {
    init() {
        super.init {
            Factory<FeedRepository> { dirk in
                RemoteFeedRepository(client: try dirk.get(), configuration: try dirk.get())
            }
            Factory { FeedViewModel() }
        }
    }
}

func makeLogger() throws -> Logging {
    try inject()
}
