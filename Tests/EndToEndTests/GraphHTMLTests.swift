import Foundation
import XCTest

/// `dilint graph --format html` in a real headless browser: the page's own script searches, highlights
/// and filters, with no console errors. The test page is the written file plus a probe script that
/// acts as a user would and writes what it saw into the DOM, which Chromium dumps.
final class GraphHTMLTests: XCTestCase {
    private var example: URL { DilintProcess.fixtures.appendingPathComponent("Dirk/ExampleApp") }

    /// Chromium from PATH; Scripts/setup --tests installs it (Scripts/test runs that, and so CI). Without one
    /// the tests are skipped, unless DILINT_REQUIRE_CHROMIUM=1 (CI), where they fail.
    private func browser() throws -> String {
        for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
            for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
                let path = "\(folder)/\(name)"
                if FileManager.default.isExecutableFile(atPath: path) { return path }
            }
        }
        let missing = "no headless browser found (chromium, chromium-browser, google-chrome); Scripts/setup --tests installs chromium with apt-get"
        if ProcessInfo.processInfo.environment["DILINT_REQUIRE_CHROMIUM"] == "1" {
            throw ScreenshotPixels.Failure(description: missing + ", and DILINT_REQUIRE_CHROMIUM=1")
        }
        throw XCTSkip(missing)
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

    /// A scratch folder for one test, removed after it.
    private func scratchFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dilint-html-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    /// The example app's HTML page as `dilint graph` writes it into `folder`, with `options`.
    private func drawnPage(in folder: URL, _ options: [String] = []) throws -> String {
        let page = folder.appendingPathComponent("graph.html")
        let result = try DilintProcess.run(["graph", "--quiet"] + options + ["-o", page.path], in: example)
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        return try String(contentsOf: page, encoding: .utf8)
    }

    func testSearchClickFindingAndFilterInAHeadlessBrowser() throws {
        let chromium = try browser()
        let folder = try scratchFolder()
        let html = try drawnPage(in: folder)
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
    /// `screenshot`: where Chromium also writes the window as it painted it, the probe's changes made.
    private func run(_ probe: String, on html: String, in folder: URL, browser chromium: String,
                     windowSize: String = "1280,800", screenshot: URL? = nil) throws -> [String: Any] {
        let test = folder.appendingPathComponent("test.html")
        try html.replacingOccurrences(of: "<head>", with: "<head>" + errorCatcher)
            .replacingOccurrences(of: "</body>", with: probe + "</body>")
            .write(to: test, atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        process.arguments = ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=\(folder.path)/profile",
                             "--window-size=\(windowSize)", "--virtual-time-budget=5000", "--dump-dom"]
            + (screenshot.map { ["--screenshot=\($0.path)"] } ?? []) + [test.absoluteString]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let dom = String(decoding: data, as: UTF8.self)
        let element = try XCTUnwrap(dom.range(of: "<pre id=\"dilint-test-result\""), "the probe ran:\n\(dom.suffix(500))").upperBound
        let start = try XCTUnwrap(dom.range(of: ">", range: element..<dom.endIndex)).upperBound
        let end = try XCTUnwrap(dom.range(of: "</pre>", range: start..<dom.endIndex)).lowerBound
        let json = String(dom[start..<end]).replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])

    }

    /// With unused-registration on, the "hide never requested" box hides the unused keys and nothing else.
    func testTheUnusedBoxHidesNeverRequestedNodesInAHeadlessBrowser() throws {
        let chromium = try browser()
        let folder = try scratchFolder()
        let config = folder.appendingPathComponent("on.yml")
        try "rules:\n  unused-registration: warning\n".write(to: config, atomically: true, encoding: .utf8)
        let html = try drawnPage(in: folder, ["--config", config.path])
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

    /// The page fits the picture to the window at two sizes, zooms with the wheel and the keys, fits again
    /// on Reset; the findings list holds notes, routes and fixes, linked to the code with --link-prefix; the
    /// status follows the highlight.
    func testThePageFitsZoomsAndListsNotesAndFixesInAHeadlessBrowser() throws {
        let chromium = try browser()
        let folder = try scratchFolder()
        let html = try drawnPage(in: folder, ["--link-prefix", "https://example.com/blob/main/"])
        let probe = """
            <script>
            (function () {
              var out = {};
              try {
                var picture = document.getElementById("picture").getBoundingClientRect();
                var svg = document.querySelector("#picture svg"), drawn = svg.getBoundingClientRect();
                // The drawing inside the svg box: its viewBox fitted, aspect kept.
                var vb = svg.viewBox.baseVal, fit = Math.min(drawn.width / vb.width, drawn.height / vb.height);
                out.fits = drawn.width <= picture.width + 1 && drawn.height <= picture.height + 1;
                out.filled = Math.max(vb.width * fit / picture.width, vb.height * fit / picture.height);
                var box = document.getElementById("picture");
                box.dispatchEvent(new WheelEvent("wheel", { deltaY: -100, clientX: picture.left + 50, clientY: picture.top + 50, bubbles: true, cancelable: true }));
                out.wheel = window.dilint.view().scale;
                document.dispatchEvent(new KeyboardEvent("keydown", { key: "+", bubbles: true }));
                out.key = window.dilint.view().scale;
                document.getElementById("reset").click();
                out.reset = window.dilint.view().scale;
                var first = document.querySelector(".finding");
                first.dispatchEvent(new MouseEvent("click", { bubbles: true }));
                out.statusSelected = document.getElementById("status").textContent;
                window.dilint.clear();
                out.statusCleared = document.getElementById("status").textContent;
                var analytics = Array.from(document.querySelectorAll(".finding")).find(function (li) { return li.textContent.indexOf("AnalyticsTracking' is not registered") >= 0; });
                out.notes = Array.from(analytics.querySelectorAll(".notes li")).map(function (li) { return li.textContent; });
                out.link = analytics.querySelector("a").getAttribute("href");
              } catch (e) { window.__errors.push(String(e)); }
              out.errors = window.__errors;
              var pre = document.createElement("pre"); pre.id = "dilint-test-result"; pre.textContent = JSON.stringify(out); document.body.appendChild(pre);
            })();
            </script>
            """
        for size in ["1280,800", "800,1000"] {
            let seen = try run(probe, on: html, in: folder, browser: chromium, windowSize: size)
            XCTAssertEqual(seen["errors"] as? [String], [], "no console errors at \(size)")
            XCTAssertEqual(seen["fits"] as? Bool, true, "the picture fits the window at \(size)")
            XCTAssertGreaterThan(seen["filled"] as? Double ?? 0, 0.95, "and fills one of its dimensions at \(size)")
            XCTAssertEqual(seen["wheel"] as? Double ?? 0, 1.2, accuracy: 0.001)
            XCTAssertEqual(seen["key"] as? Double ?? 0, 1.44, accuracy: 0.001)
            XCTAssertEqual(seen["reset"] as? Double, 1)
            XCTAssertTrue((seen["statusSelected"] as? String)?.hasSuffix("highlighted") == true, "\(seen)")
            XCTAssertEqual(seen["statusCleared"] as? String, "")
            let notes = try XCTUnwrap(seen["notes"] as? [String])
            XCTAssertTrue(notes.contains { $0.contains("route: 'CatalogViewModel', once built, requests 'AnalyticsTracking' with @Inject") }, "\(notes)")
            XCTAssertTrue(notes.contains("fix: register it as 'Singleton<AnalyticsTracking>'"), "\(notes)")
            XCTAssertEqual(seen["link"] as? String, "https://example.com/blob/main/Fixtures/Dirk/ExampleApp/Sources/Shop/Catalog/Catalog.swift#L33", "from the repository's top")
        }
    }

    /// The page as Chromium paints it, judged as a picture at two window sizes: the drawing fits its box
    /// whole and fills its width or height, a zoom paints it larger, Reset paints it where it was, and a
    /// clicked node's highlight colour shows. A page whose fit, zoom or highlight is broken paints
    /// otherwise, whatever its DOM says.
    func testThePaintedPictureFitsZoomsResetsAndHighlightsInAHeadlessBrowser() throws {
        let chromium = try browser()
        let folder = try scratchFolder()
        let html = try drawnPage(in: folder)

        /// The window painted after `actions`, and the picture's box in it: below the header's border line and
        /// left of the findings' (read from the pixels: Chromium lays the page out for the screenshot's window
        /// after the page's scripts have run, so the box they would measure is not the one painted).
        func paint(_ actions: String, at size: String) throws -> (pixels: ScreenshotPixels, picture: ScreenshotPixels.Box) {
            let screenshot = folder.appendingPathComponent("painted.png")
            try? FileManager.default.removeItem(at: screenshot)
            let seen = try run("""
                <script>
                (function () {
                  var out = {};
                  try {
                    var box = document.getElementById("picture"), picture = box.getBoundingClientRect();
                    \(actions)
                  } catch (e) { window.__errors.push(String(e)); }
                  out.errors = window.__errors;
                  // Kept out of the layout, so the screenshot shows the page as it is.
                  var pre = document.createElement("pre"); pre.id = "dilint-test-result"; pre.style.display = "none";
                  pre.textContent = JSON.stringify(out); document.body.appendChild(pre);
                })();
                </script>
                """, on: html, in: folder, browser: chromium, windowSize: size, screenshot: screenshot)
            XCTAssertEqual(seen["errors"] as? [String], [], "no console errors at \(size)")
            let pixels = try ScreenshotPixels(png: screenshot)
            let border = "#dee2e6"
            let header = try XCTUnwrap(pixels.firstFullRow(border), "the header's border line at \(size)")
            let aside = try XCTUnwrap(pixels.firstFullColumn(border, from: header + 1), "the findings' border line at \(size)")
            return (pixels, ScreenshotPixels.Box(minX: 0, minY: header + 1, maxX: aside - 1, maxY: pixels.height - 1))
        }
        let zoomIn = """
            box.dispatchEvent(new WheelEvent("wheel", { deltaY: -100, clientX: picture.left + 50, clientY: picture.top + 50, bubbles: true, cancelable: true }));
            document.dispatchEvent(new KeyboardEvent("keydown", { key: "+", bubbles: true }));
            """
        let highlight = "window.dilint.selectNode(\"dirk:PricingService\");"
        for size in ["1280,800", "800,1000"] {
            let fitted = try paint("", at: size)
            let picture = fitted.picture
            let drawn = try XCTUnwrap(fitted.pixels.drawnBox(in: picture), "something is painted at \(size)")
            XCTAssertTrue(drawn.minX > picture.minX && drawn.maxX < picture.maxX && drawn.minY > picture.minY && drawn.maxY < picture.maxY,
                          "the drawing \(drawn) lies whole inside its box \(picture) at \(size)")
            let filled = max(Double(drawn.width) / Double(picture.width), Double(drawn.height) / Double(picture.height))
            XCTAssertGreaterThan(filled, 0.9, "the drawing \(drawn) fills its box \(picture) across or down at \(size)")

            let zoomed = try XCTUnwrap(try paint(zoomIn, at: size).pixels.drawnBox(in: picture))
            XCTAssertGreaterThan(Double(zoomed.width * zoomed.height), 1.1 * Double(drawn.width * drawn.height),
                                 "zoomed in, the drawing \(zoomed) takes more of the box than fitted \(drawn) at \(size)")

            let reset = try XCTUnwrap(try paint(zoomIn + "document.getElementById(\"reset\").click();", at: size).pixels.drawnBox(in: picture))
            for (after, before) in [(reset.minX, drawn.minX), (reset.maxX, drawn.maxX), (reset.minY, drawn.minY), (reset.maxY, drawn.maxY)] {
                XCTAssertEqual(after, before, accuracy: 3, "Reset paints the drawing \(reset) where it was fitted \(drawn) at \(size)")
            }

            // The highlight's blue, which nothing in this picture is drawn in before a click.
            let lit = try paint(highlight, at: size)
            XCTAssertLessThan(fitted.pixels.count("#1864ab", in: picture), 20, "no highlight before a click at \(size)")
            XCTAssertGreaterThan(lit.pixels.count("#1864ab", in: picture), 300, "the clicked node's neighbourhood is painted in the highlight's blue at \(size)")
        }
    }
}
