import Foundation
import XCTest

/// `dilint lsp` driven as an editor drives it, over stdio, on a copy of the example app.
final class LanguageServerTests: XCTestCase {
    private var project: TemporaryProject!

    override func setUpWithError() throws {
        project = try TemporaryProject(prefix: "dilint-lsp")
        try FileManager.default.removeItem(at: project.url)
        try FileManager.default.copyItem(at: DilintProcess.fixtures.appendingPathComponent("Dirk/ExampleApp"), to: project.url)
    }

    override func tearDown() { project.remove() }

    private let catalog = "Sources/Shop/Catalog/Catalog.swift"
    private let core = "Sources/Shop/Core/CoreModule.swift"

    private func result(_ reply: [String: Any], file: StaticString = #filePath, line: UInt = #line) -> Any? {
        XCTAssertNil(reply["error"], "\(reply)", file: file, line: line)
        return reply["result"]
    }

    private func locations(_ reply: [String: Any]) -> [String] {
        ((reply["result"] as? [[String: Any]]) ?? []).map { location in
            let uri = location["uri"] as! String
            let start = (location["range"] as! [String: Any])["start"] as! [String: Any]
            return "\(URL(string: uri)!.path.replacingOccurrences(of: project.url.path + "/", with: "")):\(start["line"]!)"
        }
    }

    private func codes(_ diagnostics: [[String: Any]]?) -> [String] {
        (diagnostics ?? []).map { "\($0["code"]!)@\((($0["range"] as! [String: Any])["start"] as! [String: Any])["line"]!)" }
    }

    func testAScriptedSessionAnswersEveryFeatureAndEndsCleanly() throws {
        let session = try LanguageServerSession(root: project.url)
        let initialized = try XCTUnwrap(result(try session.initialize()) as? [String: Any])
        let capabilities = try XCTUnwrap(initialized["capabilities"] as? [String: Any])
        XCTAssertEqual(capabilities["positionEncoding"] as? String, "utf-16", "no encoding offered: LSP's default")
        XCTAssertEqual(capabilities["definitionProvider"] as? Bool, true)
        XCTAssertNil(capabilities["diagnosticProvider"], "a client that does not pull gets pushed diagnostics")
        session.notify("initialized", [:])
        try session.open(catalog)

        // A request answers what the buffers say now: it waits for the analysis, whose diagnostics come first.
        let lenses = try XCTUnwrap(result(try session.request("textDocument/codeLens", ["textDocument": ["uri": session.uri(core)]])) as? [[String: Any]])
        let titles = lenses.map { ($0["command"] as! [String: Any])["title"] as! String }
        XCTAssertTrue(titles.contains("provides 3 keys"), "\(titles)")
        XCTAssertTrue(titles.contains("requested at 1 site"), "\(titles)")
        XCTAssertEqual(codes(session.publishedDiagnostics(for: catalog)), ["unregistered-type@32", "unregistered-type@60"])
        XCTAssertEqual(codes(session.publishedDiagnostics(for: "Sources/Shop/Checkout/Checkout.swift")),
                       ["unregistered-type@18", "duplicate-registration@36"], "files that are not open get their findings too")

        // `$0.get()` of Logging (Catalog.swift:61:96) → the registration under #if DEBUG (CoreModule.swift:38).
        XCTAssertEqual(locations(try session.request("textDocument/definition", session.position(catalog, line: 60, character: 95))), ["\(core):37"])
        var references = session.position(core, line: 37, character: 14)
        references["context"] = ["includeDeclaration": false]
        XCTAssertEqual(locations(try session.request("textDocument/references", references)), ["\(catalog):60"])
        XCTAssertEqual(locations(try session.request("textDocument/implementation", session.position(catalog, line: 60, character: 95))),
                       ["\(core):25"], "OSLogger is declared there")
        let hover = try XCTUnwrap(result(try session.request("textDocument/hover", session.position(catalog, line: 32, character: 6))) as? [String: Any])
        let hoverText = try XCTUnwrap((hover["contents"] as? [String: Any])?["value"] as? String)
        XCTAssertTrue(hoverText.contains("**`AnalyticsTracking`**: requested with `@Inject`"), hoverText)
        XCTAssertTrue(hoverText.contains("Registered nowhere in the analysed code."), hoverText)
        XCTAssertTrue(hoverText.contains("dilint explain unregistered-type"), hoverText)

        // The fix for AnalyticsTracking edits CoreModule.swift, whose bytes it was computed from.
        let actionRange: [String: Any] = ["start": ["line": 32, "character": 0], "end": ["line": 32, "character": 0]]
        let actionParams: [String: Any] = ["textDocument": ["uri": session.uri(catalog)], "range": actionRange, "context": ["diagnostics": []]]
        let actions = try XCTUnwrap(result(try session.request("textDocument/codeAction", actionParams)) as? [[String: Any]])
        XCTAssertEqual(actions.map { $0["title"] as? String }, ["register it as 'Singleton<AnalyticsTracking>'"])
        let edit = try XCTUnwrap((actions.first?["edit"] as? [String: Any])?["changes"] as? [String: [[String: Any]]])
        XCTAssertEqual(edit[session.uri(core)]?.first?["newText"] as? String, "<AnalyticsTracking>")
        XCTAssertEqual(((edit[session.uri(core)]?.first?["range"] as? [String: Any])?["start"] as? [String: Int]), ["line": 35, "character": 21])

        // CoreModule.swift changed on disk and nobody said so: its fix is stale and is not offered.
        try project.write(try String(contentsOf: project.url.appendingPathComponent(core), encoding: .utf8) + "\n// edited\n", to: core)
        XCTAssertEqual((result(try session.request("textDocument/codeAction", actionParams)) as? [[String: Any]])?.count, 0)

        // A new version of a buffer gets its diagnostics again, even when they did not change.
        session.discardNotifications()
        session.notify("textDocument/didChange", [
            "textDocument": ["uri": session.uri(catalog), "version": 2],
            "contentChanges": [["range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]], "text": "// a comment\n"]],
        ])
        let again = try session.waitForMessage(described: "diagnostics for version 2") { ($0["params"] as? [String: Any])?["version"] as? Int == 2 }
        XCTAssertEqual(codes((again["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]), ["unregistered-type@33", "unregistered-type@61"],
                       "one line lower")

        // Deleting the Logging registration in one buffer marks its request in another file.
        try session.open(core)
        session.discardNotifications()
        session.notify("textDocument/didChange", [
            "textDocument": ["uri": session.uri(core), "version": 2],
            "contentChanges": [["range": ["start": ["line": 36, "character": 0], "end": ["line": 39, "character": 0]], "text": ""]],
        ])
        let republished = try session.waitForMessage(described: "new diagnostics for Catalog.swift") { message in
            (message["params"] as? [String: Any])?["uri"] as? String == session.uri(catalog)
        }
        let diagnostics = (republished["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]
        XCTAssertEqual(codes(diagnostics), ["unregistered-type@33", "unregistered-type@61"])
        XCTAssertEqual(diagnostics?.last?["message"] as? String, "'Logging' is not registered with Dirk; $0.get() here crashes at run time")
        XCTAssertEqual(diagnostics?.last?["severity"] as? Int, 1, "a warning before, an error now")

        XCTAssertTrue(result(try session.request("shutdown", NSNull())) is NSNull)
        session.notify("exit", NSNull())
        XCTAssertEqual(session.waitForExit(), 0)
    }

    func testAClientThatPullsDiagnosticsGetsThemOnRequestAndNoPush() throws {
        let session = try LanguageServerSession(root: project.url)
        let initialized = try XCTUnwrap(result(try session.initialize(capabilities: ["textDocument": ["diagnostic": ["dynamicRegistration": false]],
                                                                                   "workspace": ["diagnostics": ["refreshSupport": true]],
                                                                                   "general": ["positionEncodings": ["utf-8", "utf-16"]]])) as? [String: Any])
        let capabilities = try XCTUnwrap(initialized["capabilities"] as? [String: Any])
        XCTAssertEqual(capabilities["positionEncoding"] as? String, "utf-8")
        XCTAssertNotNil(capabilities["diagnosticProvider"])
        try session.open(catalog)
        let report = try XCTUnwrap(result(try session.request("textDocument/diagnostic", ["textDocument": ["uri": session.uri(catalog)]])) as? [String: Any])
        XCTAssertEqual(report["kind"] as? String, "full")
        XCTAssertEqual(codes(report["items"] as? [[String: Any]]), ["unregistered-type@32", "unregistered-type@60"])
        XCTAssertNil(session.publishedDiagnostics(for: catalog))
        // An edit elsewhere: the client is asked to pull again.
        try session.open(core)
        let refresh = try session.waitForMessage(described: "a refresh request") { $0["method"] as? String == "workspace/diagnostic/refresh" }
        XCTAssertNotNil(refresh["id"])
        XCTAssertFalse(refresh.keys.contains("params"), "no params: left out, not null")
        XCTAssertNil(session.publishedDiagnostics(for: core))
        session.closeInput()
        XCTAssertEqual(session.waitForExit(), 1, "the input ended without shutdown")
    }

    func testBadAndOutOfOrderMessagesGetErrorsAndTheServerGoesOn() throws {
        let session = try LanguageServerSession(root: project.url)
        XCTAssertEqual(errorCode(try session.request("textDocument/hover", session.position(catalog, line: 0, character: 0))), -32002,
                       "a request before initialize")
        let body = Data("{not json".utf8)
        session.sendRaw(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
        let parseError = try session.waitForMessage(described: "a parse error") { $0["error"] != nil }
        XCTAssertEqual(errorCode(parseError), -32700)
        XCTAssertTrue(parseError["id"] is NSNull)
        session.sendRaw(Data("Content-Type: x\r\n\r\n".utf8))
        XCTAssertEqual(errorCode(try session.waitForMessage(described: "a header error") { $0["error"] != nil }), -32700)

        _ = try session.initialize()
        // No `initialized`: the server does not wait for it.
        XCTAssertEqual(errorCode(try session.request("initialize", ["capabilities": [:]])), -32600)
        XCTAssertEqual(errorCode(try session.request("workspace/symbol", ["query": "x"])), -32601)
        XCTAssertEqual(errorCode(try session.request("textDocument/definition", ["textDocument": ["uri": session.uri(catalog)]])), -32602)
        session.notify("$/cancelRequest", ["id": 900])
        XCTAssertEqual(errorCode(try session.request("textDocument/hover", session.position(catalog, line: 32, character: 6), id: 900)), -32800)
        session.notify("textDocument/didChange", ["textDocument": ["uri": session.uri("Sources/Nowhere.swift"), "version": 2],
                                                  "contentChanges": [["range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]], "text": "x"]]])
        let logged = try session.waitForMessage(described: "a log message") { $0["method"] as? String == "window/logMessage" }
        XCTAssertTrue(((logged["params"] as? [String: Any])?["message"] as? String ?? "").contains("not open"), "\(logged)")

        // A file deleted under its open buffer: analysed no more, answered without a crash.
        try session.open(catalog)
        XCTAssertNotNil(result(try session.request("textDocument/codeLens", ["textDocument": ["uri": session.uri(catalog)]])))
        XCTAssertEqual(session.publishedDiagnostics(for: catalog)?.count, 2)
        try FileManager.default.removeItem(at: project.url.appendingPathComponent(catalog))
        session.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": session.uri(catalog), "type": 3]]])
        XCTAssertTrue(result(try session.request("textDocument/hover", session.position(catalog, line: 32, character: 6))) is NSNull)
        XCTAssertEqual(session.publishedDiagnostics(for: catalog)?.count, 0, "its findings are withdrawn")
        // Still serving: another file's definition works.
        XCTAssertEqual(errorCode(try session.request("textDocument/definition", session.position(core, line: 37, character: 14))), nil)

        session.notify("exit", NSNull())
        XCTAssertEqual(session.waitForExit(), 1, "exit without shutdown")
    }

    /// A client that took the file watchers says what changes on disk: an edit then reads only its buffer,
    /// and a file written behind the editor's back counts once the client reports it. A client that refused
    /// them has the disk read again at every edit.
    func testWhatAWatchingClientDoesNotReportIsReadOnceItDoes() throws {
        let written = "Sources/Shop/Written.swift"
        for accepts in [true, false] {
            let session = try LanguageServerSession(root: project.url)
            _ = try session.initialize(capabilities: ["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]])
            session.notify("initialized", [:])
            let registration = try session.waitForMessage(described: "a registration request") { $0["method"] as? String == "client/registerCapability" }
            session.send(accepts ? ["jsonrpc": "2.0", "id": registration["id"]!, "result": NSNull()]
                                 : ["jsonrpc": "2.0", "id": registration["id"]!, "error": ["code": -32601, "message": "not here"]])
            try session.open(catalog)
            let lenses = ["textDocument": ["uri": session.uri(catalog)]]
            _ = try session.request("textDocument/codeLens", lenses)
            try project.write("import Dirk\nfinal class Written { @Inject var missing: NeverRegistered }\n", to: written)
            session.notify("textDocument/didChange", [
                "textDocument": ["uri": session.uri(catalog), "version": 2],
                "contentChanges": [["range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]], "text": "// edited\n"]],
            ])
            _ = try session.request("textDocument/codeLens", lenses)
            XCTAssertEqual(codes(session.publishedDiagnostics(for: written)), accepts ? [] : ["unregistered-type@1"], "accepts: \(accepts)")
            if accepts {
                session.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": session.uri(written), "type": 1]]])
                _ = try session.request("textDocument/codeLens", lenses)
                XCTAssertEqual(codes(session.publishedDiagnostics(for: written)), ["unregistered-type@1"])
            }
            try FileManager.default.removeItem(at: project.url.appendingPathComponent(written))
            session.closeInput()
            XCTAssertEqual(session.waitForExit(), 1)
        }
    }

    func testAWatchingClientIsAskedForFileEventsAndAConfigurationChangeIsHonoured() throws {
        let session = try LanguageServerSession(root: project.url)
        _ = try session.initialize(capabilities: ["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]])
        session.notify("initialized", [:])
        let registration = try session.waitForMessage(described: "a registration request") { $0["method"] as? String == "client/registerCapability" }
        let registrations = (registration["params"] as? [String: Any])?["registrations"] as? [[String: Any]]
        XCTAssertEqual(registrations?.first?["method"] as? String, "workspace/didChangeWatchedFiles")
        session.send(["jsonrpc": "2.0", "id": registration["id"]!, "result": NSNull()])

        _ = try session.request("textDocument/codeLens", ["textDocument": ["uri": session.uri(catalog)]])
        XCTAssertEqual(codes(session.publishedDiagnostics(for: "Sources/Shop/Checkout/Checkout.swift")), ["unregistered-type@18", "duplicate-registration@36"])
        try project.write("rules:\n  duplicate-registration: off\n", to: ".dilint.yml")
        session.discardNotifications()
        session.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": session.uri(".dilint.yml"), "type": 1]]])
        let republished = try session.waitForMessage(described: "diagnostics under the new configuration") {
            ($0["params"] as? [String: Any])?["uri"] as? String == session.uri("Sources/Shop/Checkout/Checkout.swift")
        }
        XCTAssertEqual(codes((republished["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]), ["unregistered-type@18"])

        try project.write("rules: [", to: ".dilint.yml")
        session.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": session.uri(".dilint.yml"), "type": 2]]])
        let warned = try session.waitForMessage(described: "a warning about the configuration") { $0["method"] as? String == "window/logMessage" }
        XCTAssertTrue(((warned["params"] as? [String: Any])?["message"] as? String ?? "").contains(".dilint.yml"), "\(warned)")
        XCTAssertNotNil(result(try session.request("textDocument/hover", session.position(catalog, line: 32, character: 6))), "still serving, with the defaults")
        session.closeInput()
        XCTAssertEqual(session.waitForExit(), 1)
    }

    func testHostileValuesGetAnswersNotCrashes() throws {
        let session = try LanguageServerSession(root: project.url)
        // Options it cannot read do not keep it from starting.
        let initialized = try session.request("initialize", ["rootUri": project.url.absoluteString, "initializationOptions": "abc",
                                                             "capabilities": ["general": ["positionEncodings": ["utf-8"]]]])
        XCTAssertNotNil(initialized["result"], "\(initialized)")
        try session.open(catalog)
        let huge = Int.max
        for range in [["start": ["line": 5, "character": 0], "end": ["line": 2, "character": 0]],
                      ["start": ["line": 0, "character": 0], "end": ["line": huge, "character": huge]]] {
            let reply = try session.request("textDocument/codeAction", ["textDocument": ["uri": session.uri(catalog)], "range": range, "context": ["diagnostics": []]])
            XCTAssertNotNil(reply["result"], "\(range): \(reply)")
        }
        XCTAssertNotNil(try session.request("textDocument/hover", session.position(catalog, line: 3, character: huge))["result"])
        session.notify("textDocument/didChange", ["textDocument": ["uri": session.uri(catalog), "version": 2],
                                                  "contentChanges": [["range": ["start": ["line": 3, "character": huge], "end": ["line": 3, "character": huge]], "text": "// x"]]])
        // JSON that is not a JSON-RPC message: Invalid Request, not Parse Error.
        for body in ["[]", #"{"jsonrpc":"2.0","id":1.5,"method":"x"}"#, #"{"jsonrpc":"2.0"}"#] {
            session.sendRaw(Data("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8))
            let error = try session.waitForMessage(described: "an error for \(body)") { $0["error"] != nil }
            XCTAssertEqual(errorCode(error), -32600, body)
        }
        XCTAssertNotNil(try session.request("textDocument/codeLens", ["textDocument": ["uri": session.uri(catalog)]])["result"], "still serving")
        _ = try session.request("shutdown", NSNull())
        session.notify("exit", NSNull())
        XCTAssertEqual(session.waitForExit(), 0)
    }

    func testAStrayFileIsAnalysedAloneAndAClientsOwnURIsAreKept() throws {
        // A folder whose name the client percent-encodes where Foundation does not.
        let stray = try TemporaryProject(prefix: "dilint-lsp-stray$x")
        defer { stray.remove() }
        try stray.write("import Dirk\nfinal class Feed {\n    @Inject var clock: Clock\n}\n", to: "Feed.swift")
        try stray.write("import Dirk\nfinal class Other {\n    @Inject var missing: Missing\n}\n", to: "Other.swift")
        let session = try LanguageServerSession(root: project.url)
        _ = try session.initialize()
        let uri = stray.url.appendingPathComponent("Feed.swift").absoluteString.replacingOccurrences(of: "$", with: "%24")
        XCTAssertTrue(uri.contains("%24"))
        session.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "swift", "version": 1,
                                                                 "text": "import Dirk\nfinal class Feed {\n    @Inject var clock: Clock\n}\n"]])
        _ = try session.request("textDocument/codeLens", ["textDocument": ["uri": uri]])
        let published = session.notifications.filter { $0["method"] as? String == "textDocument/publishDiagnostics" }
            .compactMap { $0["params"] as? [String: Any] }
        let strayURIs = Set(published.compactMap { $0["uri"] as? String }.filter { $0.contains("dilint-lsp-stray") })
        XCTAssertEqual(strayURIs, [uri], "one file, one URI: the client's, and Other.swift beside it is not read")
        XCTAssertEqual(codes(published.last { $0["uri"] as? String == uri }?["diagnostics"] as? [[String: Any]]), ["missing-bootstrap@2"])
        session.closeInput()
        XCTAssertEqual(session.waitForExit(), 1)
    }

    func testRequestsAfterShutdownAreRefused() throws {
        let session = try LanguageServerSession(root: project.url)
        _ = try session.initialize()
        _ = try session.request("shutdown", NSNull())
        XCTAssertEqual(errorCode(try session.request("textDocument/hover", session.position(catalog, line: 0, character: 0))), -32600)
        session.closeInput()
        XCTAssertEqual(session.waitForExit(), 0, "the input ended after shutdown")
    }

    private func errorCode(_ reply: [String: Any]) -> Int? { (reply["error"] as? [String: Any])?["code"] as? Int }
}
