import CGraphviz
import Foundation

/// What Graphviz reported during one call, split by severity, one line per message.
struct GraphvizMessages: Equatable {
    var errors: [String] = []
    var warnings: [String] = []

    /// Graphviz sends "Error"/"Warning", ": " and the text as separate chunks, and some messages span
    /// several lines (continuations carry no prefix). A line that starts with a severity opens a message;
    /// any other line continues the one before it.
    init(transcript: String) {
        var current: (isError: Bool, text: String)?
        func finish() {
            guard let message = current else { return }
            let text = message.text.trimmingCharacters(in: .whitespaces)
            if !text.isEmpty {
                if message.isError { errors.append(text) } else { warnings.append(text) }
            }
            current = nil
        }
        for line in transcript.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline) {
            if line.hasPrefix("Error: ") {
                finish()
                current = (true, String(line.dropFirst("Error: ".count)))
            } else if line.hasPrefix("Warning: ") {
                finish()
                current = (false, String(line.dropFirst("Warning: ".count)))
            } else if let open = current {
                current = (open.isError, open.text + " " + line.trimmingCharacters(in: .whitespaces))
            } else {
                current = (false, String(line))
            }
        }
        finish()
    }
}

/// Routes Graphviz's agerr() output into memory instead of stderr.
///
/// agseterrf takes a plain C function pointer, which cannot capture context, so the text collects in
/// one process-wide transcript. Every Graphviz call runs under `GraphvizSession`'s lock, so the
/// transcript only ever holds the messages of the call in progress.
enum GraphvizDiagnostics {
    /// Has a lock of its own: the handler runs while the session lock is already held.
    private final class Transcript: @unchecked Sendable {
        private let lock = NSLock()
        private var text = ""

        func append(_ chunk: String) {
            lock.lock()
            defer { lock.unlock() }
            text += chunk
        }

        func take() -> String {
            lock.lock()
            defer { lock.unlock() }
            let taken = text
            text = ""
            return taken
        }
    }

    private static let transcript = Transcript()

    /// Call once, before any other Graphviz call.
    static func install() {
        // AGWARN: pass warnings as well as errors to the handler (anything below the level would
        // be stored in a temporary file instead, out of reach).
        _ = agseterr(AGWARN)
        _ = agseterrf { chunk in
            if let chunk { GraphvizDiagnostics.transcript.append(String(cString: chunk)) }
            return 0
        }
    }

    /// Returns and forgets everything reported since the last call.
    static func take() -> GraphvizMessages {
        GraphvizMessages(transcript: transcript.take())
    }
}
