import Zerk

protocol CrashReporter {}
protocol FeatureFlags {}
struct Flags: FeatureFlags {}
final class SentryReporter: CrashReporter {}

func register() {
    Zerk.store.singleton(Flags() as FeatureFlags)
}

final class AppCoordinator {
    // Zerk strips the Optional: these need the wrapped type registered, and crash without it.
    @Injected var flags: FeatureFlags?
    @Injected var crashes: CrashReporter?
}
