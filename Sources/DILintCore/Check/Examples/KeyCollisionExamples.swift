extension KeyCollisionRule {
    public static let triggeringExamples: [RuleExample] = [
        RuleExample("""
            import Shank
            enum Billing { protocol Service {} }
            enum Shipping { protocol Service {} }
            struct Invoices: Billing.Service {}
            struct Parcels: Shipping.Service {}
            let dependencies = Dependencies {
                Module { Invoices() as Billing.Service }
                ↓Module { Parcels() as Shipping.Service }
            }
            func boot() { dependencies.build() }
            """),
        // Zerk keys by `String(describing:)` too: both are stored as "Service".
        RuleExample("""
            import Zerk
            enum Billing { protocol Service {} }
            enum Shipping { protocol Service {} }
            struct Invoices: Billing.Service {}
            struct Parcels: Shipping.Service {}
            func register() {
                Zerk.store
                    .singleton(Invoices() as Billing.Service)
                    .↓singleton(Parcels() as Shipping.Service)
            }
            """),
    ]

    public static let nonTriggeringExamples: [RuleExample] = [
        // One type under two spellings is the same key (a duplicate, not a collision).
        RuleExample("""
            import Zerk
            enum Billing { protocol Service {} }
            typealias BillingService = Billing.Service
            struct Invoices: Billing.Service {}
            func register() {
                Zerk.store
                    .singleton(Invoices() as Billing.Service)
                    .singleton(Invoices() as BillingService)
            }
            """),
        // Dirk keys by the qualified name, so the same two types do not collide.
        RuleExample("""
            import Dirk
            enum Billing { protocol Service {} }
            enum Shipping { protocol Service {} }
            struct Invoices: Billing.Service {}
            struct Parcels: Shipping.Service {}
            func boot() {
                try! Dirk.start {
                    Module {
                        Factory<Billing.Service> { Invoices() }
                        Factory<Shipping.Service> { Parcels() }
                    }
                }
            }
            """),
        RuleExample("""
            import Shank
            enum Billing { protocol Service {} }
            enum Shipping { protocol Service {} }
            struct Invoices: Billing.Service {}
            struct Parcels: Shipping.Service {}
            let dependencies = Dependencies {
                Module { Invoices() as Billing.Service }
                Module("shipping") { Parcels() as Shipping.Service }
            }
            func boot() { dependencies.build() }
            """),
    ]
}
