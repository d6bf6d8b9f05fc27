import Foundation

/// The large values of a run that a one-shot process keeps until it exits instead of freeing them, as
/// `dot` keeps its last graph and clang frees nothing (`-disable-free`): taking a 10,000-file app's graph,
/// report and result apart cost a few percent of the run, and the kernel takes the memory back at once.
/// Only what a command holds when it is done is kept, and the files' facts of its last analysis
/// (`LintOptions.isLastAnalysis`; not of every analysis: `diff` and the change gate run two, and the first
/// one's would weigh on the second). Off unless the command line
/// turns it on, so a library user or a test that runs many analyses frees each one.
public enum ExitWithoutFreeing {
    private static let kept = KeptValues()

    /// Set once by the executable before any run.
    public static func enable() { kept.enabled = true }

    /// Whether `keep` keeps anything.
    public static var isEnabled: Bool { kept.enabled }

    /// Keeps `value` alive until the process exits when enabled; does nothing otherwise.
    public static func keep(_ value: Any) { kept.append(value) }
}

private final class KeptValues: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Any] = []
    private var isEnabled = false

    var enabled: Bool {
        get { lock.withLock { isEnabled } }
        set { lock.withLock { isEnabled = newValue } }
    }

    func append(_ value: Any) {
        lock.withLock {
            if isEnabled { values.append(value) }
        }
    }
}
