protocol HTTPClient { var baseURL: String { get } }
final class DefaultHTTPClient: HTTPClient { let baseURL: String; init(baseURL: String) { self.baseURL = baseURL } }
protocol ProfileService { func name() -> String }
final class LiveProfileService: ProfileService {
    let client: HTTPClient
    init(client: HTTPClient) { self.client = client }
    func name() -> String { "ann@\(client.baseURL)" }
}
