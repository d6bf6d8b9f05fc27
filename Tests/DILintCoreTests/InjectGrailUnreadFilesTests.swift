@testable import DILintCore
import XCTest

/// InjectGrail's generator reads every app file, so what it fails to find (a root, an injector) is an
/// error only when dilint read every app file too; and a protocol that inherits `Injector` only through
/// another protocol is no injector to the generator, which the finding says.
final class InjectGrailUnreadFilesTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("dilint-grail-unread-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func write(_ path: String, _ bytes: Data) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try bytes.write(to: url)
    }

    private func write(_ path: String, _ contents: String) throws { try write(path, Data(contents.utf8)) }

    /// A Latin-1 `é` in a comment: the file is not UTF-8, so dilint does not read it.
    private func writeUnread(_ path: String, _ contents: String) throws {
        try write(path, Data(("// caf" + "\u{1}" + "\n" + contents).utf8.map { $0 == 1 ? 0xE9 : $0 }))
    }

    private func findings() throws -> [Diagnostic] {
        try Linter.run(LintOptions(paths: ["."], currentDirectory: root.path)).diagnostics
    }

    private let screens = """
        import InjectGrail
        final class Api {}
        protocol InboxInjector: Injector {
            var api: Api { get }
        }
        final class Inbox: Injectable, InjectsThreadInjector {
            let injector: InboxInjectorImpl
            init(injector: InboxInjectorImpl) { self.injector = injector }
        }
        """

    private let threadInjector = """
        import InjectGrail
        protocol ThreadInjector: Injector {
            var api: Api { get }
        }
        """

    private let appRoot = """
        import InjectGrail
        struct AppRoot: RootInjector {
            let api: Api
        }
        """

    func testAMissingRootIsAnErrorWhenEveryFileWasRead() throws {
        try write("App/Screens.swift", screens)
        try write("App/Thread.swift", threadInjector)
        let root = try findings().filter { $0.rule == RootInjectorRule.id }
        XCTAssertEqual(root.map(\.severity), [.error])
    }

    func testARootInAFileDilintCouldNotReadMakesTheMissingRootAWarningThatNamesTheFile() throws {
        try write("App/Screens.swift", screens)
        try write("App/Thread.swift", threadInjector)
        try writeUnread("App/Root.swift", appRoot)
        let root = try XCTUnwrap(findings().first { $0.rule == RootInjectorRule.id })
        XCTAssertEqual(root.severity, .warning)
        XCTAssertTrue(root.message.contains("unless a file it did not read declares one"), root.message)
        XCTAssertEqual(root.notes.map(\.location?.file), ["App/Root.swift"])
        XCTAssertTrue(root.notes[0].message.contains("may declare the RootInjector"), root.notes[0].message)
    }

    func testAnInjectorInAFileDilintCouldNotReadMakesTheUnknownInjectorAWarning() throws {
        try write("App/Screens.swift", screens)
        try write("App/Root.swift", appRoot)
        let read = try XCTUnwrap(findings().first { $0.rule == UnknownInjectorRule.id })
        XCTAssertEqual(read.severity, .error, "with no file unread it is certain: \(read.message)")

        try writeUnread("App/Thread.swift", threadInjector)
        let unread = try XCTUnwrap(findings().first { $0.rule == UnknownInjectorRule.id })
        XCTAssertEqual(unread.severity, .warning)
        XCTAssertTrue(unread.message.hasSuffix("a file dilint did not read may declare it"), unread.message)
        XCTAssertEqual(unread.notes.map(\.location?.file), ["App/Thread.swift"])
    }

    func testAProtocolInheritingInjectorThroughAnotherIsNamedAsNoInjector() throws {
        try write("App/Screens.swift", screens)
        try write("App/Root.swift", appRoot)
        try write("App/Thread.swift", """
            import InjectGrail
            protocol BaseInjector: Injector {}
            protocol ThreadInjector: BaseInjector {
                var api: Api { get }
            }
            """)
        let unknown = try XCTUnwrap(findings().first { $0.rule == UnknownInjectorRule.id })
        XCTAssertEqual(unknown.severity, .error)
        XCTAssertTrue(unknown.message.contains("'ThreadInjector' is a protocol, but it does not list Injector among the types it inherits itself"),
                      unknown.message)
    }

    /// `Fixtures/InjectGrail/InjectsCycle` with the leaf's property typed `type`: no parent has it, so the
    /// generator's search for it goes round the cycle.
    private func cycle(property type: String) -> String {
        """
        import InjectGrail
        struct AppRoot: RootInjector {
            let api: Api
        }
        final class Api {}
        protocol ListInjector: Injector {
            var api: Api { get }
        }
        protocol DetailInjector: Injector {
            var api: Api { get }
        }
        final class List: Injectable, InjectsDetailInjector {
            let injector: ListInjectorImpl
            init(injector: ListInjectorImpl) { self.injector = injector }
        }
        final class Detail: Injectable, InjectsListInjector, InjectsRowInjector {
            let injector: DetailInjectorImpl
            init(injector: DetailInjectorImpl) { self.injector = injector }
        }
        protocol RowInjector: Injector {
            var item: \(type) { get }
        }
        final class Row: Injectable {
            let injector: RowInjectorImpl
            init(injector: RowInjectorImpl) { self.injector = injector }
        }
        """
    }

    func testAnInjectsCycleThatAnUnreadFileMayFeedIsAWarningButAStringPropertyStillRecursesForever() throws {
        try write("App/Screens.swift", cycle(property: "Cursor"))
        let read = try XCTUnwrap(findings().first { $0.rule == DependencyCycleRule.id })
        XCTAssertEqual(read.severity, .error, read.message)

        try writeUnread("App/Parents.swift", "import InjectGrail\nprotocol HomeInjector: Injector { var item: Cursor { get } }\n")
        let unread = try XCTUnwrap(findings().first { $0.rule == DependencyCycleRule.id })
        XCTAssertEqual(unread.severity, .warning, unread.message)
        XCTAssertEqual(unread.notes.last?.location?.file, "App/Parents.swift")

        try write("App/Screens.swift", cycle(property: "String"))
        let string = try XCTUnwrap(findings().first { $0.rule == DependencyCycleRule.id })
        XCTAssertEqual(string.severity, .error, "InjectGrail never resolves a String, whatever the unread file holds: \(string.message)")
    }
}
