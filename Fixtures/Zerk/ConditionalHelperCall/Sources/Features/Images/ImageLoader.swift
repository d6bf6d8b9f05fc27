import UIKit
import Zerk

final class ImageLoader {
    @Injected private var client: HTTPClient

    func image(at url: URL) async -> UIImage? {
        guard let data = try? await client.data(from: url) else { return nil }
        return UIImage(data: data)
    }
}
