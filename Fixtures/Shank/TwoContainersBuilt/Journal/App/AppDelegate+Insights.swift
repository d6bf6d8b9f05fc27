import Shank

extension AppDelegate {
    /// Insights are computed once the journal is on screen.
    func startInsights() {
        let insights = Dependencies {
            Module { MoodInsightsEngine() as InsightsEngine }
        }
        insights.build()
    }
}
