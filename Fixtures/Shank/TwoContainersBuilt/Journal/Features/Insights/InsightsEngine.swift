protocol InsightsEngine {
    func summary(of entries: [Entry]) -> String
}

struct MoodInsightsEngine: InsightsEngine {
    func summary(of entries: [Entry]) -> String { "\(entries.count) entries" }
}
