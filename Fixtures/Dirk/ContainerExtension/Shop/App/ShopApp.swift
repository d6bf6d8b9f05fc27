import SwiftUI
import Dirk

@main
struct ShopApp: App {
    init() {
        try! Dirk.start {
            NetworkModule()
            CartModule()
            CheckoutModule()
        }
    }

    var body: some Scene {
        WindowGroup {
            RootView()
        }
    }
}
