import InjectGrail

// The root's stored properties live here; its RootInjector conformance is in AppRoot+Injection.swift.
struct AppRoot {
    let store: Store
    let analytics: Analytics
}

protocol Store {}
final class LiveStore: Store {}

final class Analytics {
    func track(_ event: String) {}
}
