import Foundation
import XCTest

/// `dilint graph --format html` in a real headless browser: the page's own script searches, highlights
/// and filters, with no console errors. The test page is the written file plus a probe script that
/// acts as a user would and writes what it saw into the DOM, which Chromium dumps.
final class GraphHTMLTests: XCTestCase {
    private var example: URL { DilintProcess.fixtures.appendingPathComponent("Dirk/ExampleApp") }

    /// Chromium from PATH; Scripts/setup --tests installs it (Scripts/test runs that, and so CI).
    private func browser() throws -> String {
        for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
            for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
                let path = "\(folder)/\(name)"
                if FileManager.default.isExecutableFile(atPath: path) { return path }
            }
        }
        throw XCTSkip("no headless browser found (chromium, chromium-browser, google-chrome); Scripts/setup --tests installs chromium with apt-get")
    }

    private let probe = """
        <script>
        (function () {
          var out = {};
          try {
            var input = document.getElementById("search"); input.value = "cart"; input.dispatchEvent(new Event("input"));
            out.search = Array.from(document.querySelectorAll("#picture g.node.match title")).map(function (t) { return t.textContent; });
            window.dilint.clear();
            var node = Array.from(document.querySelectorAll("#picture g.node")).find(function (g) { return g.querySelector("title").textContent === "dirk:PricingService"; });
            node.dispatchEvent(new MouseEvent("click", { bubbles: true }));
            out.node = Array.from(document.querySelectorAll("#picture g.node.hl title")).map(function (t) { return t.textContent; }).sort();
            out.dimmed = document.querySelectorAll("#picture g.node.dim").length;
            var cycle = Array.from(document.querySelectorAll(".finding")).find(function (li) { return li.textContent.indexOf("[dependency-cycle]") >= 0; });
            cycle.dispatchEvent(new MouseEvent("click", { bubbles: true }));
            out.finding = Array.from(document.querySelectorAll("#picture g.edge.hl title")).map(function (t) { return t.textContent; }).sort();
            out.findingText = cycle.querySelector("code").textContent;
            var container = document.getElementById("container"); container.value = "CartModule"; container.dispatchEvent(new Event("change"));
            out.shown = Array.from(document.querySelectorAll("#picture g.node:not(.hidden) title")).map(function (t) { return t.textContent; }).sort();
          } catch (e) { window.__errors.push(String(e)); }
          out.errors = window.__errors;
          var pre = document.createElement("pre"); pre.id = "dilint-test-result"; pre.textContent = JSON.stringify(out); document.body.appendChild(pre);
        })();
        </script>
        """

    private let errorCatcher = """
        <script>
        window.__errors = [];
        window.addEventListener("error", function (e) { window.__errors.push(String(e.message)); });
        var originalError = console.error;
        console.error = function () { window.__errors.push(Array.from(arguments).join(" ")); originalError.apply(console, arguments); };
        </script>
        """

    func testSearchClickFindingAndFilterInAHeadlessBrowser() throws {
        let chromium = try browser()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dilint-html-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("graph.html")
        let result = try DilintProcess.run(["graph", "--quiet", "-o", page.path], in: example)
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        let html = try String(contentsOf: page, encoding: .utf8)
        XCTAssertFalse(html.contains("http://") && html.contains("<script src"), "no scripts from the network")
        XCTAssertFalse(html.contains("src=\"http"), "offline: nothing fetched")
        XCTAssertTrue(html.contains("<svg"), "the picture is inline")

        let seen = try run(probe, on: html, in: folder, browser: chromium)

        XCTAssertEqual(seen["errors"] as? [String], [], "no console errors")
        XCTAssertEqual(seen["search"] as? [String], ["dirk:CartStore"], "search finds by name")
        // PricingService is on the CartStore cycle: its dependencies and dependents are the cycle and CartStore's consumers.
        let node = try XCTUnwrap(seen["node"] as? [String])
        XCTAssertTrue(node.contains("dirk:PricingService") && node.contains("dirk:PromotionEngine") && node.contains("dirk:CartStore"), "\(node)")
        XCTAssertTrue(node.contains("dirk:CheckoutViewModel"), "a dependent of the cycle: \(node)")
        XCTAssertFalse(node.contains("dirk:OSLogger"), "unrelated types are not lit: \(node)")
        XCTAssertGreaterThan(seen["dimmed"] as? Int ?? 0, 0, "the rest is dimmed")
        let finding = try XCTUnwrap(seen["finding"] as? [String])
        XCTAssertTrue(finding.contains("dirk:CartStore->dirk:PricingService"), "the cycle's path is lit: \(finding)")
        XCTAssertTrue((seen["findingText"] as? String)?.contains(".swift:") == true, "findings say file:line")
        XCTAssertEqual(seen["shown"] as? [String], ["dirk:CartStore", "dirk:PricingService", "dirk:PromotionEngine"], "container filter")
    }

    /// The page with `probe` added, as a headless browser runs it: what the probe wrote.
    private func run(_ probe: String, on html: String, in folder: URL, browser chromium: String) throws -> [String: Any] {
        let test = folder.appendingPathComponent("test.html")
        try html.replacingOccurrences(of: "<head>", with: "<head>" + errorCatcher)
            .replacingOccurrences(of: "</body>", with: probe + "</body>")
            .write(to: test, atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        process.arguments = ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=\(folder.path)/profile",
                             "--virtual-time-budget=5000", "--dump-dom", test.absoluteString]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let dom = String(decoding: data, as: UTF8.self)
        let start = try XCTUnwrap(dom.range(of: "<pre id=\"dilint-test-result\">"), "the probe ran:\n\(dom.suffix(500))").upperBound
        let end = try XCTUnwrap(dom.range(of: "</pre>", range: start..<dom.endIndex)).lowerBound
        let json = String(dom[start..<end]).replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])

    }

    /// With unused-registration on, the "hide never requested" box hides the unused keys and nothing else.
    func testTheUnusedBoxHidesNeverRequestedNodesInAHeadlessBrowser() throws {
        let chromium = try browser()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dilint-html-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("on.yml")
        try "rules:\n  unused-registration: warning\n".write(to: config, atomically: true, encoding: .utf8)
        let page = folder.appendingPathComponent("graph.html")
        let result = try DilintProcess.run(["graph", "--quiet", "--config", config.path, "-o", page.path], in: example)
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        let html = try String(contentsOf: page, encoding: .utf8)
        let seen = try run("""
            <script>
            (function () {
              var out = {};
              function shown() { return Array.from(document.querySelectorAll("#picture g.node:not(.hidden) title")).map(function (t) { return t.textContent; }).sort(); }
              try {
                out.before = shown();
                var box = document.getElementById("hide-unused"); box.checked = true; box.dispatchEvent(new Event("change"));
                out.after = shown();
              } catch (e) { window.__errors.push(String(e)); }
              out.errors = window.__errors;
              var pre = document.createElement("pre"); pre.id = "dilint-test-result"; pre.textContent = JSON.stringify(out); document.body.appendChild(pre);
            })();
            </script>
            """, on: html, in: folder, browser: chromium)
        XCTAssertEqual(seen["errors"] as? [String], [], "no console errors")
        let before = Set(try XCTUnwrap(seen["before"] as? [String]))
        let after = Set(try XCTUnwrap(seen["after"] as? [String]))
        XCTAssertTrue(before.contains("dirk:FirebaseAnalytics"), "\(before)")
        XCTAssertEqual(before.subtracting(after), ["dirk:FirebaseAnalytics"], "only the unused key goes")
    }
}
