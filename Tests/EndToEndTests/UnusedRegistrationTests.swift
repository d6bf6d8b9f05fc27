import Foundation
import XCTest

/// `unused-registration` as a team meets it: off until turned on, on under `--strict`, silent for the
/// folders `libraries:` names, listed as off by `dilint rules`, disabled by default in SARIF.
final class UnusedRegistrationTests: XCTestCase {
    private var project: TemporaryProject!

    override func setUpWithError() throws {
        project = try TemporaryProject(prefix: "dilint-unused")
        try project.write("""
            import Dirk
            final class Feed {}
            final class Tracker {}
            func boot() { try! Dirk.start { Module { Factory { Feed() }; Singleton { Tracker() } } } }
            final class Screen { @Inject var feed: Feed }
            """, to: "App/Boot.swift")
        try project.write("""
            import Dirk
            final class Uploader {}
            final class NetworkModule: Module { init() { super.init { Factory { Uploader() } } } }
            func bootNetwork() { try! Dirk.start { NetworkModule() } }
            """, to: "Packages/NetworkKit/NetworkModule.swift")
    }

    override func tearDown() {
        project.remove()
    }

    private func unusedFindings(_ arguments: [String]) throws -> [String] {
        let result = try DilintProcess.run(["lint", "--format", "json"] + arguments, in: project.url)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let diagnostics = object?["diagnostics"] as? [[String: Any]] ?? []
        return diagnostics.filter { $0["rule"] as? String == "unused-registration" }.map { "\($0["file"] ?? "?"): \($0["message"] ?? "?")" }
    }

    func testOffUnlessTurnedOn() throws {
        XCTAssertEqual(try unusedFindings([]), [])
    }

    func testStrictTurnsItOn() throws {
        XCTAssertEqual(try unusedFindings(["--strict"]), [
            "App/Boot.swift: 'Tracker' is registered, but nothing in the analysed code requests it",
            "Packages/NetworkKit/NetworkModule.swift: 'Uploader' is registered, but nothing in the analysed code requests it",
        ])
    }

    func testConfigurationTurnsItOnAndLibrariesAreNeverReported() throws {
        try project.write("rules:\n  unused-registration: warning\nlibraries:\n  - Packages/NetworkKit\n", to: ".dilint.yml")
        XCTAssertEqual(try unusedFindings([]), ["App/Boot.swift: 'Tracker' is registered, but nothing in the analysed code requests it"])
        XCTAssertEqual(try unusedFindings(["--strict"]), ["App/Boot.swift: 'Tracker' is registered, but nothing in the analysed code requests it"])
    }

    func testConfigurationCanKeepItOffUnderStrict() throws {
        try project.write("rules:\n  unused-registration: off\n", to: ".dilint.yml")
        XCTAssertEqual(try unusedFindings(["--strict"]), [])
    }

    func testRulesListItAsOffAndSARIFDisablesIt() throws {
        let rules = try DilintProcess.run(["rules"], in: project.url).stdout
        let row = rules.split(separator: "\n").first { $0.hasPrefix("unused-registration ") }
        XCTAssertEqual(row?.split(separator: " ", omittingEmptySubsequences: true).dropFirst(2).first, "off", rules)

        let sarif = try DilintProcess.run(["lint", "--format", "sarif"], in: project.url).stdout
        let object = try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any]
        let driver = ((object?["runs"] as? [[String: Any]])?.first?["tool"] as? [String: Any])?["driver"] as? [String: Any]
        let rule = (driver?["rules"] as? [[String: Any]])?.first { $0["id"] as? String == "unused-registration" }
        let configuration = rule?["defaultConfiguration"] as? [String: Any]
        XCTAssertEqual(configuration?["enabled"] as? Bool, false)
        XCTAssertEqual(configuration?["level"] as? String, "warning")
    }

    func testAKeyOnlyUnusedProvidersAskForIsUnusedThroughACycle() throws {
        try project.write("""
            import Dirk
            final class Session { init(token: Token) {} }
            final class Token { init(session: Session) {} }
            func bootAuth() { try! Dirk.start { Module { Factory { Session(token: try $0.get()) }; Factory { Token(session: try $0.get()) } } } }
            """, to: "App/Auth.swift")
        let found = try unusedFindings(["--strict"])
        XCTAssertTrue(found.contains("App/Auth.swift: 'Session' is registered, but only providers that never run request it"), "\(found)")
        XCTAssertTrue(found.contains("App/Auth.swift: 'Token' is registered, but only providers that never run request it"), "\(found)")
    }

    /// A module file linted alone cannot see what the rest of the app requests: it is told nothing to delete.
    func testAModuleFileLintedAloneIsNotToldToDeleteAnything() throws {
        XCTAssertEqual(try unusedFindings(["--strict", "Packages/NetworkKit/NetworkModule.swift"]), [])
        XCTAssertEqual(try unusedFindings(["--strict", "App/Boot.swift"]),
                       ["App/Boot.swift: 'Tracker' is registered, but nothing in the analysed code requests it"],
                       "code that starts the container and requests from it is judged")
    }

    /// A request whose key dilint cannot read may be for any key of its container: nothing is said there.
    func testAnUnreadRequestSilencesItsContainer() throws {
        try project.write("""
            import Dirk
            func resolve<T>() throws -> T { try inject() }
            """, to: "App/Resolve.swift")
        XCTAssertEqual(try unusedFindings(["--strict"]), [])
    }

    // MARK: pictures

    private var captive: URL { DilintProcess.fixtures.appendingPathComponent("Dirk/CaptiveFactory") }

    private func drawnLabels(_ arguments: [String]) throws -> Set<String> {
        let result = try DilintProcess.run(["graph", "--format", "json"] + arguments, in: captive)
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        let nodes = (try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])?["nodes"] as? [[String: Any]] ?? []
        return Set(nodes.compactMap { $0["label"] as? String })
    }

    /// Unused keys go, with the implementations only they provide; what a running request reaches stays.
    func testGraphHidesUnusedRegistrations() throws {
        let all = try drawnLabels([])
        XCTAssertTrue(all.isSuperset(of: ["FeedViewModel", "FeedRepository", "HTTPClient", "URLSessionClient", "RequestBuilder"]), "\(all)")
        let hidden = try drawnLabels(["--hide-unused"])
        XCTAssertTrue(hidden.isDisjoint(with: ["FeedViewModel", "FeedRepository", "ImagePrefetcher", "HTTPClient", "URLSessionClient", "RetryPolicy"]), "\(hidden)")
        XCTAssertTrue(hidden.contains("RequestBuilder"), "\(hidden)")
    }

    func testLintGraphHidesUnusedOnlyWhenTheRuleIsOn() throws {
        let picture = project.url.appendingPathComponent("g.svg").path
        let off = try DilintProcess.run(["lint", "--graph", picture, "--hide-unused", captive.path], in: project.url)
        XCTAssertEqual(off.exitCode, 2)
        XCTAssertTrue(off.stderr.contains("--hide-unused hides unused-registration findings, and that rule is off"), off.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: picture))

        let strict = try DilintProcess.run(["lint", "--strict", "--graph", picture, "--hide-unused", captive.path], in: project.url)
        XCTAssertEqual(strict.exitCode, 1, strict.stderr)
        let svg = try String(contentsOfFile: picture, encoding: .utf8)
        XCTAssertTrue(svg.contains(">RequestBuilder</text>"))
        XCTAssertFalse(svg.contains(">FeedViewModel</text>"))
    }

    /// A stored result drawn with --hide-unused says so when it holds no unused-registration finding.
    func testAStoredResultWithoutTheRuleSaysItCannotHide() throws {
        let stored = project.url.appendingPathComponent("result.json").path
        try DilintProcess.run(["lint", "--format", "result", captive.path], in: project.url).stdout.write(toFile: stored, atomically: true, encoding: .utf8)
        let off = try DilintProcess.run(["graph", "--from-result", stored, "--hide-unused", "--format", "json"], in: project.url)
        XCTAssertEqual(off.exitCode, 0, off.stderr)
        XCTAssertTrue(off.stderr.contains("--hide-unused: \(stored) holds no unused-registration finding"), off.stderr)

        try DilintProcess.run(["lint", "--strict", "--format", "result", captive.path], in: project.url).stdout.write(toFile: stored, atomically: true, encoding: .utf8)
        let on = try DilintProcess.run(["graph", "--from-result", stored, "--hide-unused", "--format", "json"], in: project.url)
        XCTAssertEqual(on.stderr, "")
        XCTAssertFalse(on.stdout.contains("\"FeedViewModel\""), "the unused key is hidden")
    }

    /// With the rule on, the page marks unused nodes and offers to hide them.
    func testHTMLPageCanHideUnusedNodes() throws {
        try project.write("rules:\n  unused-registration: warning\n", to: "on.yml")
        let page = project.url.appendingPathComponent("g.html").path
        let on = try DilintProcess.run(["graph", "--config", project.url.appendingPathComponent("on.yml").path, "-o", page, captive.path],
                                       in: project.url)
        XCTAssertEqual(on.exitCode, 0, on.stderr)
        let html = try String(contentsOfFile: page, encoding: .utf8)
        XCTAssertTrue(html.contains("<input id=\"hide-unused\" type=\"checkbox\">"))
        let data = try XCTUnwrap(html.components(separatedBy: "id=\"dilint-graph\">").last?.components(separatedBy: "</script>").first)
        let nodes = (try JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any])?["nodes"] as? [[String: Any]] ?? []
        let unused = Set(nodes.filter { $0["unused"] as? Bool == true }.compactMap { $0["label"] as? String })
        XCTAssertEqual(unused, ["FeedRepository", "FeedViewModel", "ImagePrefetcher", "HTTPClient", "RetryPolicy"])

        XCTAssertEqual(try DilintProcess.run(["graph", "-o", page, captive.path], in: project.url).exitCode, 0)
        XCTAssertFalse(try String(contentsOfFile: page, encoding: .utf8).contains("<input id=\"hide-unused\""))
    }
}
