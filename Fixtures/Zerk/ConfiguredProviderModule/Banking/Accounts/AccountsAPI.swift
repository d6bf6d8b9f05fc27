import Foundation

struct Account {
    let iban: String
    let balance: Decimal
}

protocol AccountsAPI {
    func accounts() async throws -> [Account]
}

struct AccountsAPIClient: AccountsAPI {
    let session: SessionStore

    func accounts() async throws -> [Account] { [] }
}
