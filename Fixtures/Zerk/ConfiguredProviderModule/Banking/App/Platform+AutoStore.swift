import Platform

extension Zerk: AutoStoring {
    public static func autoStore() {
        Zerk.store
            .singleton(KeychainSessionStore() as SessionStore)
            .singleton { (session: SessionStore) in AccountsAPIClient(session: session) as AccountsAPI }
            .transient { (api: AccountsAPI) in AccountListViewModel(api: api) }
    }
}
