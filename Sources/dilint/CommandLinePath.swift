import Foundation

/// A path as given on the command line or printed in a finding: relative to the current directory
/// unless it starts with `/`.
enum CommandLinePath {
    /// The absolute, standardized path (`..` and `.` folded; symbolic links kept).
    static func absolute(_ path: String, in directory: String = FileManager.default.currentDirectoryPath) -> String {
        ((path.hasPrefix("/") ? path : (directory as NSString).appendingPathComponent(path)) as NSString).standardizingPath
    }
}
