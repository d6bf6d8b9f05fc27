// Generated using Sourcery 2.1.7 — https://github.com/krzysztofzablocki/Sourcery
// DO NOT EDIT
import Dirk

final class GeneratedModule: Module {
    init() {
        super.init {
            Singleton { SessionStore(profile: try inject()) }
            Factory { ProfileService() }
        }
    }
}
