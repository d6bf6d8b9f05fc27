import CGraphviz
import Foundation

/// The one Graphviz context of the process, and the lock every Graphviz call goes through.
///
/// Graphviz is not thread-safe even with a context per thread: it keeps process globals (layout
/// state, the error handler, the plugin loader), and concurrent renders crash with double frees.
/// So all callers share one context behind one lock; parallel rendering needs separate processes.
final class GraphvizSession: @unchecked Sendable {
    static let shared = GraphvizSession()

    private let lock = NSLock()
    /// Guarded by `lock`. Created on first use so that merely linking the module costs nothing;
    /// never freed, as it lives as long as the process.
    private var context: OpaquePointer?
    /// Guarded by `lock`: whether renders leave their graphs and layouts to the process's exit.
    private var keepsGraphs = false
    /// Guarded by `lock`: the layouts made so far.
    private var layouts = 0

    private init() {}

    /// Internal so that a test can turn keeping off again after trying it.
    func setKeepsGraphs(_ keeps: Bool) {
        lock.lock()
        defer { lock.unlock() }
        keepsGraphs = keeps
    }

    /// Runs `release` unless renders keep their graphs; call it only inside `withContext`.
    func release(_ release: () -> Void) {
        if !keepsGraphs { release() }
    }

    /// Counts a layout; call it only inside `withContext`.
    func countLayout() { layouts += 1 }

    var layoutsMade: Int {
        lock.lock()
        defer { lock.unlock() }
        return layouts
    }

    /// Runs `body` with exclusive use of Graphviz.
    func withContext<Result>(_ body: (OpaquePointer) throws -> Result) throws -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(try openContext())
    }

    private func openContext() throws -> OpaquePointer {
        if let context { return context }
        GraphvizDiagnostics.install()
        // gvContext() (rather than gvContextPlugins with a built-in table) loads the plugins listed in
        // Graphviz's plugin config (config6a on Debian, written when libgvc6 is installed) on demand,
        // so only the layout and device plugins a render actually uses are ever loaded.
        guard let created = gvContext() else {
            throw GraphvizError(message: "Graphviz could not create a context (out of memory?)")
        }
        context = created
        return created
    }
}
