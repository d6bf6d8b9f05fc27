import Dirk

protocol CrashReporting { func record(_ error: Error) }
final class SentryReporter: CrashReporting { func record(_ error: Error) {} }
final class NoopReporter: CrashReporting { func record(_ error: Error) {} }

protocol DebugMenu {}
final class ShakeDebugMenu: DebugMenu {}

final class ErrorHandler {
    @Inject var reporter: CrashReporting
    @Inject var menu: DebugMenu
}

#if DEBUG
final class DebugOverlay {
    @Inject var menu: DebugMenu
}
#endif

func bootstrap() {
    try! Dirk.start {
        Module {
            #if DEBUG
            Singleton<CrashReporting> { NoopReporter() }
            Singleton<DebugMenu> { ShakeDebugMenu() }
            #else
            Singleton<CrashReporting> { SentryReporter() }
            #endif
            Factory { ErrorHandler() }
        }
    }
}
