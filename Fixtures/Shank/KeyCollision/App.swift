import Shank

enum Payments {
    protocol Service {}
    struct StripeService: Service {}
}

enum Shipping {
    protocol Service {}
    struct ParcelService: Service {}
}

let dependencies = Dependencies {
    Module { Payments.StripeService() as Payments.Service }
    Module { Shipping.ParcelService() as Shipping.Service }
}

final class CheckoutViewModel {
    @Inject var payments: Payments.Service
    @Inject var shipping: Shipping.Service
}

func start() {
    dependencies.build()
}
