import Foundation

protocol PreferencesType: AnyObject {
    var calculationMethod: Int { get set }
}

final class UserDefaultsPreferences: PreferencesType {
    var calculationMethod: Int {
        get { UserDefaults.standard.integer(forKey: "calculationMethod") }
        set { UserDefaults.standard.set(newValue, forKey: "calculationMethod") }
    }
}
