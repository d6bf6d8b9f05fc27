protocol ReportFormatter {}

final class CSVFormatter: ReportFormatter {}

/// Built for the export screen, which was removed; nothing restores it any more.
final class ReportBuilder {
    init(formatter: ReportFormatter) {}
}
