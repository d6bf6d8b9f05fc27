import Dirk

extension Dirk {
    /// The started container; `get()` here is `Dirk.get()`, not a lookup.
    static var current: Dirk { try! get() }
}
