import Dirk
import SwiftUI

@main
struct ShopApp: App {
    init() {
        try! Dirk.start {
            CoreModule()
            CatalogModule()
            CartModule()
            CheckoutModule()
        }
    }

    var body: some Scene {
        WindowGroup { CatalogView() }
    }
}
