import SwiftParser
import SwiftSyntax

/// The floor under any extraction: every discovered file parsed once with swift-syntax, on one thread,
/// its tree dropped at once. `Scripts/bench` sets lint's times beside it (`dilint _parse-floor`).
public enum ParseFloor {
    public struct Measured: Sendable {
        public var files: Int
        public var bytes: Int
    }

    public static func run(paths: [String], currentDirectory: String) throws -> Measured {
        let provider = FileSystemSources(currentDirectory: currentDirectory, threads: 1)
        let files = try provider.discover(paths.isEmpty ? ["."] : paths).sources
        // One large-stack thread: deep files parse as they do in a lint run.
        return LargeStackWorkers.run {
            var measured = Measured(files: 0, bytes: 0)
            for file in files {
                guard case .success(let bytes) = provider.read(file) else { continue }
                let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0, maximumNestingLevel: SourceLimits.parserNestingLevel) }
                measured.files += 1
                measured.bytes += tree.totalLength.utf8Length
            }
            return measured
        }
    }
}
