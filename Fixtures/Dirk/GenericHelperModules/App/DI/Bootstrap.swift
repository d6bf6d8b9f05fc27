import Dirk

func bootstrap() throws {
    try Dirk.start {
        Provide.single(HTTPClient.self) { URLSessionClient() }
        Provide.single(Analytics.self) { ConsoleAnalytics() }
        Provide.perUse(PriceRules.self) { StandardPriceRules(client: try inject()) }
        Provide.built { CatalogViewModel() }
    }
}
