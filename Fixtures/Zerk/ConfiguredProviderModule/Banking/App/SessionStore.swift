import Foundation

protocol SessionStore {
    var token: String? { get }
}

struct KeychainSessionStore: SessionStore {
    var token: String? { nil }
}
