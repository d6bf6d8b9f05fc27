protocol OrderStore {}
final class DiskOrderStore: OrderStore {}
final class OrdersRepository {}
final class ReceiptRenderer {}

final class OrdersScreen {
    @Inject var store: OrderStore
    @Inject var repository: OrdersRepository
    // Nothing registers it: the copy's resolve crashes with "Dependency 'ReceiptRenderer' not resolved!".
    @Inject var renderer: ReceiptRenderer
}
