import Foundation

struct CartItem: Hashable {
    let sku: String
    let quantity: Int
}

protocol CartServicing {
    func items() async throws -> [CartItem]
}

struct CartService: CartServicing {
    let client: HTTPClient

    func items() async throws -> [CartItem] { [] }
}

protocol Pricing {
    func total(of items: [CartItem]) -> Decimal
}

struct StandardPricing: Pricing {
    func total(of items: [CartItem]) -> Decimal { Decimal(items.count) }
}
