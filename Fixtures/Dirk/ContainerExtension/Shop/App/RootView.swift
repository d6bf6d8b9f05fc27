import SwiftUI
import Dirk

struct RootView: View {
    var body: some View {
        TabView {
            CartView(screen: try! Dirk.current.cartScreen())
            CheckoutView(screen: try! Dirk.current.checkoutScreen())
        }
    }
}
