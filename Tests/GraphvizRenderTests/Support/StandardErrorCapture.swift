import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs `body` with file descriptor 2 redirected to a temporary file; returns what was written there.
///
/// Catches writes that bypass Swift, such as a C library's fprintf(stderr). Not safe while another
/// thread prints to stderr, which XCTest's one-test-at-a-time execution guarantees.
func capturingStandardError<Value>(_ body: () throws -> Value) throws -> (result: Result<Value, Error>, stderr: String) {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("stderr-\(UUID().uuidString)").path
    let capture = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    guard capture >= 0 else { throw CocoaError(.fileWriteUnknown) }
    defer { unlink(path) }
    fflush(nil)
    let original = dup(2)
    dup2(capture, 2)
    close(capture)
    let result = Result { try body() }
    fflush(nil)
    dup2(original, 2)
    close(original)
    let written = try String(contentsOfFile: path, encoding: .utf8)
    return (result, written)
}
