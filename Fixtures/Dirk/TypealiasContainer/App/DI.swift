import Dirk

/// The app's one name for its container.
typealias DI = Dirk
