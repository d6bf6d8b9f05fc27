extension DateFormatterBox {
    init(locale: String) { self.init() }
}
