enum CompositionRoot {
    static let dependencies = Dependencies {
        Module { DiskOrderStore() as OrderStore }
        Module { OrdersRepository() }
    }

    static func start() { dependencies.build() }
}
