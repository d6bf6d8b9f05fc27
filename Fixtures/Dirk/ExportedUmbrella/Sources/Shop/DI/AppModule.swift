final class AppModule: Module {
    init() {
        super.init {
            Singleton<CartStoring> { CartStore() }
            Factory { PriceCalculator() }
        }
    }
}

func bootstrap() throws {
    try Dirk.start { AppModule() }
}
