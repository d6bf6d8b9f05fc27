import Foundation
import GraphvizRender
import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

final class AtomicFileTests: XCTestCase {
    private var directory = ""

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("atomicfile-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: directory)
    }

    private func entries() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    }

    private func contents(of path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    func testWritesContentAndLeavesNoTemporaryFile() throws {
        let path = directory + "/graph.svg"

        try AtomicFile.write(Array("<svg/>".utf8), to: path)

        XCTAssertEqual(try contents(of: path), Array("<svg/>".utf8))
        XCTAssertEqual(try entries(), ["graph.svg"])
    }

    func testAWriteThatIsNotFlushedIsAsWholeAndLeavesNoTemporaryFile() throws {
        let path = directory + "/recording"
        try AtomicFile.write(Array("first".utf8), to: path, durable: false)
        try AtomicFile.write(Array("second".utf8), to: path, durable: false)
        XCTAssertEqual(try contents(of: path), Array("second".utf8))
        XCTAssertEqual(try entries(), ["recording"])
    }

    /// While it exists, the temporary file is one an interrupt removes; once renamed into place it is not.
    func testTheTemporaryFileIsRegisteredOnlyWhileItExists() throws {
        let path = directory + "/graph.svg"
        try AtomicFile.write(Array("<svg/>".utf8), to: path)
        XCTAssertFalse(TemporaryPaths.registered.contains { $0.hasPrefix(directory + "/") })
        XCTAssertThrowsError(try AtomicFile.write([], to: directory + "/missing/graph.svg"))
        XCTAssertFalse(TemporaryPaths.registered.contains { $0.hasPrefix(directory + "/") })
    }

    func testPathsAreListedFromBeforeTheyExistUntilReleased() throws {
        let file = directory + "/left.tmp", folder = directory + "/snapshot"
        let descriptor = TemporaryPaths.createFile(file) { open(file, O_WRONLY | O_CREAT | O_EXCL, 0o600) }
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        close(descriptor)
        _ = TemporaryPaths.create(isFolder: true) {
            try? FileManager.default.createDirectory(atPath: folder + "/inside", withIntermediateDirectories: true)
            return folder
        }
        XCTAssertEqual(TemporaryPaths.registered.filter { $0.hasPrefix(directory + "/") }, [file, folder].sorted())
        TemporaryPaths.release(file)
        TemporaryPaths.release(folder)
        XCTAssertEqual(try entries(), ["left.tmp", "snapshot"])
    }

    func testReplacesAnExistingFileAndKeepsItsPermissions() throws {
        let path = directory + "/graph.svg"
        try AtomicFile.write(Array("old".utf8), to: path)
        XCTAssertEqual(chmod(path, 0o640), 0)

        try AtomicFile.write(Array("new".utf8), to: path)

        XCTAssertEqual(try contents(of: path), Array("new".utf8))
        let mode = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)
        XCTAssertEqual(mode.intValue, 0o640)
        XCTAssertEqual(try entries(), ["graph.svg"])
    }

    func testWritingIntoAMissingDirectoryThrowsAndCreatesNothing() throws {
        let path = directory + "/missing/graph.svg"

        XCTAssertThrowsError(try AtomicFile.write([1, 2, 3], to: path)) { error in
            XCTAssertEqual("\(error)", "cannot write \(path): No such file or directory")
        }
        XCTAssertEqual(try entries(), [])
    }

    func testFailedWriteKeepsTheOldFileAndLeavesNoTemporaryFile() throws {
        #if os(Linux)
        let path = directory + "/graph.png"
        try AtomicFile.write(Array("old".utf8), to: path)

        // A file-size limit makes write(2) fail with EFBIG part-way, even for root, who can write
        // into read-only directories. SIGXFSZ would otherwise kill the process.
        let fileSize = __rlimit_resource_t(RLIMIT_FSIZE.rawValue)
        var original = rlimit()
        XCTAssertEqual(getrlimit(fileSize, &original), 0)
        var limited = original
        limited.rlim_cur = 4096
        let previousHandler = signal(SIGXFSZ, SIG_IGN)
        XCTAssertEqual(setrlimit(fileSize, &limited), 0)
        let outcome = Result { try AtomicFile.write([UInt8](repeating: 0x41, count: 64 * 1024), to: path) }
        XCTAssertEqual(setrlimit(fileSize, &original), 0)
        signal(SIGXFSZ, previousHandler)

        XCTAssertThrowsError(try outcome.get()) { error in
            XCTAssertEqual("\(error)", "cannot write \(path): File too large")
        }
        XCTAssertEqual(try contents(of: path), Array("old".utf8))
        XCTAssertEqual(try entries(), ["graph.png"])
        #else
        throw XCTSkip("uses Linux's RLIMIT_FSIZE behaviour to make write(2) fail")
        #endif
    }

    func testRenamingOverADirectoryFailsAndLeavesNoTemporaryFile() throws {
        let path = directory + "/taken"
        try FileManager.default.createDirectory(atPath: path + "/inside", withIntermediateDirectories: true)

        XCTAssertThrowsError(try AtomicFile.write([1], to: path))
        XCTAssertEqual(try entries(), ["taken"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: path), ["inside"])
    }
}
