@testable import DILintCore
import XCTest

/// Folders listed ahead on several threads change nothing discovery finds: the one walk still decides the
/// order, which symlink reaches a folder first, and what is skipped.
final class FolderListingsTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("dilint-listings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for feature in 0..<30 {
            for file in 0..<3 { try write("Sources/Feature\(feature)/Part\(feature % 4)/File\(file).swift") }
        }
        try write("Sources/.generated/Hidden.swift")
        try write(".build/checkouts/Dep/Dep.swift")
        try write("Vendor/Kit/Kit.swift")
        try write("AppTests/Tests.swift")
        try write("Notes/readme.txt")
        // A link that sorts before the folder it leads to: the walk reaches that folder through it first.
        try link("Sources/AAShared", to: "Sources/Feature7")
        try link("Sources/Generated", to: "Sources/.generated")
        try link("Sources/Gone.swift", to: "nowhere.swift")
        try link("Sources/Elsewhere", to: "/tmp")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func write(_ path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("struct S {}\n".utf8).write(to: url)
    }

    private func link(_ path: String, to target: String) throws {
        let destination = target.hasPrefix("/") ? target : root.appendingPathComponent(target).path
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent(path).path, withDestinationPath: destination)
    }

    private func described(_ found: Discovery.Found) -> [String] {
        found.sources.map { "\($0.displayPath) \($0.absolutePath) \($0.codeClass)" }
            + ["vendored"] + found.vendored.map { "\($0.displayPath) \($0.absolutePath) \($0.codeClass)" }
            + ["unreadable"] + found.unreadableFolders + ["skipped"] + found.skipped
    }

    func testAnyNumberOfListingThreadsFindsTheSame() throws {
        let alone = try Discovery(currentDirectory: root.path, threads: 1).find(in: ["."])
        XCTAssertEqual(alone.sources.count, 30 * 3 + 1 + 1, "every feature file, the hidden one through its link, the test")
        XCTAssertTrue(alone.sources.contains { $0.displayPath == "Sources/AAShared/Part3/File0.swift" },
                      "the link that sorts first reaches Feature7 first")
        XCTAssertFalse(alone.sources.contains { $0.displayPath.hasPrefix("Sources/Feature7/") })
        for threads in [2, 3, 8] {
            for paths in [["."], ["Sources", "AppTests"], ["Sources/Feature3", "Sources"]] {
                XCTAssertEqual(described(try Discovery(currentDirectory: root.path, threads: threads).find(in: paths)),
                               described(try Discovery(currentDirectory: root.path, threads: 1).find(in: paths)),
                               "\(threads) threads, \(paths)")
            }
        }
    }

    func testOnlyFoldersTheWalkEntersAreListedAhead() {
        var listings = FolderListings(below: root.path, threads: 2)
        XCTAssertNotNil(listings.take(root.path))
        XCTAssertNotNil(listings.take(root.appendingPathComponent("Sources/Feature12/Part0").path))
        XCTAssertNil(listings.take(root.appendingPathComponent("Sources/Feature12/Part0").path), "a listing is handed over once")
        XCTAssertNotNil(listings.take(root.appendingPathComponent("Vendor/Kit").path), "vendored folders are walked too")
        for skipped in ["Sources/.generated", ".build", ".build/checkouts", "Sources/AAShared", "Sources/Elsewhere"] {
            XCTAssertNil(listings.take(root.appendingPathComponent(skipped).path), skipped)
        }
        var alone = FolderListings(below: root.path, threads: 1)
        XCTAssertNil(alone.take(root.path), "one thread lists nothing ahead")
    }
}
