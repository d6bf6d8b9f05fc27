import Dirk

/// The app's modules, named once and listed in one place.
enum AppModules {
    static var networking: Module { Provide.single(HTTPClient.self) { URLSessionClient() } }

    static var features: [Module] {
        var modules = [Provide.built { CatalogViewModel() }]
        modules.append(Provide.perUse(PriceRules.self) { StandardPriceRules(client: try inject()) })
        return modules
    }

    static var all: [Module] { [networking, Provide.single(Analytics.self) { ConsoleAnalytics() }] + features }
}
