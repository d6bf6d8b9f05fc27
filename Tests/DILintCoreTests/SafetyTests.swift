@testable import DILintCore
import Foundation
import XCTest

/// The pieces every hostile-input refusal is built from: where a path leads, which git tree paths may be
/// written, how text from the files read is shown, which link prefixes are taken.
final class SafetyTests: XCTestCase {
    private var sandbox: URL!
    private var project: String { sandbox.appendingPathComponent("project").path }

    override func setUpWithError() throws {
        sandbox = URL(fileURLWithPath: try TemporaryFolder.makePrivate(prefix: "dilint-safety"))
        try FileManager.default.createDirectory(atPath: project + "/Sources", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: sandbox.path + "/outside", withIntermediateDirectories: true)
        XCTAssertTrue(FileManager.default.createFile(atPath: project + "/Sources/A.swift", contents: Data()))
        XCTAssertTrue(FileManager.default.createFile(atPath: sandbox.path + "/outside/X.swift", contents: Data()))
        try FileManager.default.createSymbolicLink(atPath: project + "/Sources/out", withDestinationPath: "../../outside")
        try FileManager.default.createSymbolicLink(atPath: project + "/Sources/in", withDestinationPath: ".")
    }

    override func tearDown() {
        TemporaryFolder.remove(sandbox.path)
    }

    private func refusal(_ path: String) -> String? {
        do {
            _ = try PathGuard(root: project)!.resolve(path)
            return nil
        } catch let refusal as PathGuard.Refusal {
            return refusal.reason
        } catch {
            return "unexpected \(error)"
        }
    }

    func testPathsInsideTheRootResolveToTheirRealPath() throws {
        let guardian = try XCTUnwrap(PathGuard(root: project))
        let real = guardian.root
        XCTAssertEqual(try guardian.resolve("Sources/A.swift"), real + "/Sources/A.swift")
        XCTAssertEqual(try guardian.resolve("Sources/in/A.swift"), real + "/Sources/A.swift")
        XCTAssertEqual(try guardian.resolve(project + "/Sources/New/B.swift"), real + "/Sources/New/B.swift")
        XCTAssertEqual(try guardian.resolve("Sources/../Sources/A.swift"), real + "/Sources/A.swift")
    }

    func testPathsLeadingOutAreRefusedWhateverTheRoute() {
        for path in ["../outside/X.swift", sandbox.path + "/outside/X.swift", "Sources/out/X.swift", "Sources/out/New.swift",
                     "Sources/../../outside/X.swift", "/etc/passwd"] {
            XCTAssertNotNil(refusal(path), path)
            XCTAssertTrue(refusal(path)?.hasPrefix("lies outside") ?? false, "\(path): \(refusal(path) ?? "accepted")")
        }
        XCTAssertEqual(refusal("Missing/../../outside/X.swift"), "climbs out of a folder that does not exist")
        XCTAssertEqual(refusal("A\u{0}.swift"), "is not a path")
    }

    func testTreePathsGitsCheckoutRefusesAreNamed() {
        XCTAssertNil(GitTreePath.refusal("Sources/App/A.swift"))
        XCTAssertNil(GitTreePath.refusal("Sources/a b/ü\n.swift"))
        XCTAssertEqual(GitTreePath.refusal("../evil.swift"), "has a '..' component")
        XCTAssertEqual(GitTreePath.refusal("a/../../evil.swift"), "has a '..' component")
        XCTAssertEqual(GitTreePath.refusal("./a.swift"), "has a '.' component")
        XCTAssertEqual(GitTreePath.refusal("/etc/evil.swift"), "is absolute")
        XCTAssertEqual(GitTreePath.refusal("a//b.swift"), "has an empty path component")
        XCTAssertEqual(GitTreePath.refusal(".GIT/hooks/x.swift"), "names a .git folder")
        XCTAssertEqual(GitTreePath.refusal("Sources/-rf.swift"), "has a component that starts with '-'")
        XCTAssertEqual(GitTreePath.refusal("a\\..\\b.swift"), "has a NUL or backslash in a name")
    }

    func testControlCharactersAreSpeltOut() {
        XCTAssertEqual(VisibleText.escaped("a\nb\r\t\u{1B}[31m\u{7F}\u{9B}\u{202E}c"), "a\\nb\\r\\t\\u{1B}[31m\\u{7F}\\u{9B}\\u{202E}c")
        let ordinary = "Sources/Größe/Käse — ok.swift"
        XCTAssertEqual(VisibleText.escaped(ordinary), ordinary)
    }

    func testWorkflowCommandsEscapeEveryPropertyAndMessage() {
        XCTAssertEqual(EscapeTable.workflowProperty.apply("a\r\n::b,c%\u{1B}"), "a%0D%0A%3A%3Ab%2Cc%25\\u{1B}")
        XCTAssertEqual(EscapeTable.workflowData.apply("x\n::error::y%\u{202E}"), "x%0A::error::y%25\\u{202E}")
    }

    func testMarkdownCellsAndCodeSpansHoldNoHTMLLinkOrCellBreak() {
        XCTAssertEqual(MarkdownText.cell("<img src=x> [a](b) \\[c] | d\ne"), "&lt;img src=x&gt; \\[a\\](b) \\\\\\[c\\] \\| d<br>e")
        XCTAssertEqual(MarkdownText.code("a`b``c|d\n.swift:1:2"), "```a`b``c\\|d\\n.swift:1:2```")
        XCTAssertEqual(MarkdownText.code("`x"), "`` `x ``")
        XCTAssertEqual(MarkdownText.code("Sources/A.swift:3:4"), "`Sources/A.swift:3:4`")
    }

    func testLinkPrefixesAreWebAddressesOrRelative() {
        for accepted in ["https://github.com/o/r/blob/main/", "http://host/x/", "HTTPS://x/", "../docs/", "blob/main/", "?a=1:2"] {
            XCTAssertNil(LinkPrefix.refusal(accepted), accepted)
        }
        for refused in ["javascript:alert(1)//", "JavaScript:x", "data:text/html,x", "file:///etc/", "vbscript:x", "//evil.example/",
                        " https://x/", "https://x/\"onmouseover=\"", "java\nscript:x"] {
            XCTAssertNotNil(LinkPrefix.refusal(refused), refused)
        }
    }

    func testLinkedPathsArePercentEncoded() {
        XCTAssertEqual(LinkPrefix.url(prefix: "https://h/", path: "Sources/A b/\"x\"<y>#?.swift", line: 3),
                       "https://h/Sources/A%20b/%22x%22%3Cy%3E%23%3F.swift#L3")
        XCTAssertEqual(LinkPrefix.url(prefix: "https://h/", path: "Sources/Café.swift", line: 1), "https://h/Sources/Caf%C3%A9.swift#L1")
    }

    func testPrivateTemporaryFoldersAreTheUsersAlone() throws {
        let folder = try TemporaryFolder.makePrivate(prefix: "dilint-safety-private")
        defer { TemporaryFolder.remove(folder) }
        let attributes = try FileManager.default.attributesOfItem(atPath: folder)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o700)
    }
}
