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
}

func start() {
    dependencies.build()
}
