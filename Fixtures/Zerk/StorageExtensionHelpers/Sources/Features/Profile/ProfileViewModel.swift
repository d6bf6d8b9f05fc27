import Foundation

final class ProfileViewModel {
    private let api: CatalogAPI

    init(api: CatalogAPI) {
        self.api = api
    }
}
