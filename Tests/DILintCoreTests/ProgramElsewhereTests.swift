@testable import DILintCore
import XCTest

/// A code base made only of SwiftPM library targets is not a program: the program that links it may
/// register what the library asks for, so a missing key there is no proof of a crash.
final class ProgramElsewhereTests: XCTestCase {
    private let feed = """
        import Zerk
        public protocol Clock { func now() -> String }
        public final class Feed {
            @Injected private var clock: Clock
            public init() {}
        }
        """

    private func manifest(products: String, targets: String) -> String {
        """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(
            name: "FeedKit",
            products: [\(products)],
            targets: [\(targets)]
        )
        """
    }

    private func findings(_ sources: [String: String]) -> [String] {
        Linter.run(sources: sources).diagnostics.map { diagnostic in
            "\(diagnostic.location.file):\(diagnostic.location.line) \(diagnostic.severity) \(diagnostic.rule)"
                + diagnostic.notes.filter { $0.location?.file == "Package.swift" }.map { " | \($0.location!.line): \($0.message)" }.joined()
        }
    }

    func testALibrarysMissingKeyMayBeRegisteredByTheProgramThatLinksIt() {
        XCTAssertEqual(findings([
            "Package.swift": manifest(products: #".library(name: "FeedKit", targets: ["FeedKit"])"#, targets: #".target(name: "FeedKit")"#),
            "Sources/FeedKit/Feed.swift": feed,
        ]), ["Sources/FeedKit/Feed.swift:4 note possibly-unregistered | 5: this package is a library: the program that uses it is not in the code dilint read; it may register 'Clock'"])
    }

    func testAPackageWithAnExecutableIsAProgram() {
        XCTAssertEqual(findings([
            "Package.swift": manifest(products: #".library(name: "FeedKit", targets: ["FeedKit"])"#,
                                      targets: #".target(name: "FeedKit"), .executableTarget(name: "FeedApp", dependencies: ["FeedKit"])"#),
            "Sources/FeedKit/Feed.swift": feed,
            "Sources/FeedApp/App.swift": "import FeedKit\n",
        ]), ["Sources/FeedKit/Feed.swift:4 error unregistered-type"])
    }

    func testAppCodeOutsideThePackagesTargetsIsTheProgram() {
        XCTAssertEqual(findings([
            "Packages/FeedKit/Package.swift": manifest(products: #".library(name: "FeedKit", targets: ["FeedKit"])"#, targets: #".target(name: "FeedKit")"#),
            "Packages/FeedKit/Sources/FeedKit/Feed.swift": feed,
            "App/FeedApp.swift": "import FeedKit\n@main struct FeedApp { static func main() { _ = Feed() } }\n",
        ]), ["Packages/FeedKit/Sources/FeedKit/Feed.swift:4 error unregistered-type"])
    }

    func testAMainFileIsAProgram() {
        XCTAssertEqual(findings([
            "Package.swift": manifest(products: #".library(name: "FeedKit", targets: ["FeedKit"])"#, targets: #".target(name: "FeedKit")"#),
            "Sources/FeedKit/Feed.swift": feed,
            "Sources/FeedKit/main.swift": "_ = Feed()\n",
        ]), ["Sources/FeedKit/Feed.swift:4 error unregistered-type"])
    }
}
