import Dirk

class FeatureModule: Module {
    let name: String
    init(name: String, @ArrayBuilder<Provider> providers: () -> [Provider]) {
        self.name = name
        super.init(providers)
    }
}
