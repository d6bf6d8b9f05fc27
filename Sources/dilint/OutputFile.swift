import ArgumentParser
import GraphvizRender

/// Writes a whole output file or reports why not, so every command fails the same way:
/// one line on stderr, exit 2, and the previous file left untouched.
enum OutputFile {
    static func write(_ bytes: [UInt8], to path: String) throws {
        do {
            try AtomicFile.write(bytes, to: path)
        } catch {
            // AtomicFileError already names the path; other errors need it added.
            printError(error is AtomicFileError ? "\(error)" : "cannot write \(path): \(error)")
            throw ExitCode(ExitStatus.failure)
        }
    }
}
