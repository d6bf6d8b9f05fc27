import Zerk

enum Payments {
    final class Service {}
}

enum Shipping {
    final class Service {}
}

func register() {
    // Both keys are "Service": the second registration silently replaces the first.
    Zerk.store
        .singleton(Payments.Service())
        .singleton(Shipping.Service())
}

final class Checkout {
    @Injected var payments: Payments.Service
}
