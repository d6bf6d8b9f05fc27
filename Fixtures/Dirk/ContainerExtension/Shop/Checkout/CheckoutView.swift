import SwiftUI

struct CheckoutScreen {
    let cart: CartServicing
    let payments: PaymentProcessing
}

struct CheckoutView: View {
    let screen: CheckoutScreen

    var body: some View {
        Text("Checkout")
    }
}
