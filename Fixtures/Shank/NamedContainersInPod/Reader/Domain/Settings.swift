import Foundation

protocol SettingsStore {
    var fontSize: Int { get set }
}

struct UserDefaultsSettings: SettingsStore {
    let defaults: UserDefaults

    var fontSize: Int {
        get { defaults.integer(forKey: "fontSize") }
        nonmutating set { defaults.set(newValue, forKey: "fontSize") }
    }
}

protocol Clock {
    func now() -> Date
}

struct SystemClock: Clock {
    func now() -> Date { Date() }
}

protocol DebugMenuPresenting {
    func present()
}

struct ShakeDebugMenu: DebugMenuPresenting {
    func present() {}
}
