import Zerk

extension Zerk: AutoStoring {
    public static func autoStore() {
        store
            .singleton(URLSessionHTTPClient() as HTTPClient)
            .singleton(OrdersAPI() as OrdersService)
            // Left from the analytics vendor the app dropped last year.
            .singleton(MixpanelAnalytics() as Analytics)
            .transient { _ in CSVFormatter() as ReportFormatter }
            .transient { storage in ReportBuilder(formatter: storage.restore()) }
        PaymentsKit.register(into: store)
    }
}
