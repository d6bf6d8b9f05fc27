import Shank

protocol AnalyticsType {}
protocol CrashReporterType {}

struct Analytics: AnalyticsType {}

let dependencies = Dependencies {
    Module { Analytics() as AnalyticsType }
}

final class HomeViewController {
    @Inject var analytics: AnalyticsType?
    @Inject var crashReporter: CrashReporterType?
    @Inject var requiredAnalytics: AnalyticsType
    // Nil like the Optionals above, but unwrapped at each use: `unwrappedAnalytics.track()` crashes.
    @Inject var unwrappedAnalytics: AnalyticsType!
}

func start() {
    dependencies.build()
}
