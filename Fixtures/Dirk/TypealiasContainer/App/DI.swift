import Dirk

/// The app's own names for its container and its wrapper.
typealias DI = Dirk
typealias Dependency = Inject
