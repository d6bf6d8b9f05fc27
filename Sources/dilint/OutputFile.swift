import ArgumentParser
import GraphvizRender

/// Writes a whole output file or reports why not, so every command fails the same way:
/// one line on stderr, exit 2, and the previous file left untouched.
///
/// A regular file (or a new path) is replaced atomically, after creating any missing parent folders;
/// a character device, FIFO, socket or `/dev/stdout` is written in place (`StreamOutput`).
enum OutputFile {
    static func write(_ bytes: [UInt8], to path: String) throws {
        if StreamOutput.inheritedDescriptor(path) != nil || StreamOutput.isStream(path) {
            do {
                try StreamOutput.write(bytes, to: path)
            } catch {
                printError("cannot write \(path): \(error)")
                throw ExitCode(ExitStatus.failure)
            }
            return
        }
        var created: [String] = []
        do {
            created = try ParentFolders.create(for: path)
            try AtomicFile.write(bytes, to: path)
        } catch {
            // A failed write leaves nothing behind: no partial file (AtomicFile), no empty folders.
            ParentFolders.remove(created)
            // AtomicFileError already names the path; other errors need it added.
            printError(error is AtomicFileError ? "\(error)" : "cannot write \(path): \(error)")
            throw ExitCode(ExitStatus.failure)
        }
    }
}
