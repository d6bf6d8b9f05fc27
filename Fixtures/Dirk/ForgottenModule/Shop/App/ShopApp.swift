import Dirk
import SwiftUI

@main
struct ShopApp: App {
    init() {
        try! Dirk.start {
            CatalogModule()
        }
    }

    var body: some Scene {
        WindowGroup { CatalogView() }
    }
}
