import SwiftUI

struct CartScreen {
    let cart: CartServicing
    let pricing: Pricing
}

struct CartView: View {
    let screen: CartScreen

    var body: some View {
        Text("Cart")
    }
}
