import Foundation

protocol CartStoring {}
final class CartStore: CartStoring {}
final class PriceCalculator {}
protocol Coupons {}
final class CouponBook: Coupons {}

final class CartViewModel {
    @Inject var store: CartStoring
    @Inject var prices: PriceCalculator
    // No module registers it: resolving it throws, whichever file imports Dirk.
    @Inject var coupons: Coupons
}
