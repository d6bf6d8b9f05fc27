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
                Module { Parcels() as Shipping.Service }
            }
            func boot() { dependencies.build() }
            """),
    ]

    public static let nonTriggeringExamples: [RuleExample] = [
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
