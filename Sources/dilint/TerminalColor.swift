import Foundation

/// Whether text output is coloured: only on a terminal, never with `--no-color`, `NO_COLOR` or a dumb terminal.
enum TerminalColor {
    static func enabled(noColor: Bool) -> Bool {
        !noColor && isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
            && ProcessInfo.processInfo.environment["TERM"] != "dumb"
    }
}
