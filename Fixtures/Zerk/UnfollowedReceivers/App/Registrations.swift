import Zerk

func container() -> DependencyStoring { Zerk.store }

enum Registrations {
    static func registerAll() {
        (Zerk.store).singleton(AImpl() as A)
        container().singleton(BImpl() as B)
        [Zerk.store].forEach { $0.singleton(CImpl() as C) }
        let register: (DependencyStoring) -> Void = { storage in storage.singleton(DImpl() as D) }
        register(Zerk.store)
        Zerk.self.store.singleton(EImpl() as E)
    }
}
