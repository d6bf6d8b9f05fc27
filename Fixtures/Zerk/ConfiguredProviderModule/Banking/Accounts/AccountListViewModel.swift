import Foundation

final class AccountListViewModel {
    private let api: AccountsAPI

    init(api: AccountsAPI) {
        self.api = api
    }
}
