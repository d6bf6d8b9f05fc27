import DILintCore
import Foundation

/// `dilint lsp`: a Language Server Protocol 3.17 server over a pair of file descriptors (stdin and stdout).
/// One thread reads messages (`MessageQueue`); this one answers them in order, and analyses once the
/// client has been quiet for `debounce` after a change, then publishes what changed.
public final class LanguageServer {
    private enum Phase { case uninitialized, running, shuttingDown }

    private let queue: MessageQueue
    private let writer: FrameWriter
    private let version: String
    private var phase = Phase.uninitialized
    private var encoding = TextLines.Encoding.utf16
    private var clientPullsDiagnostics = false
    private var clientWatchesFiles = false
    private var clientRefreshesDiagnostics = false
    /// The client took the file watchers the server asked for: it says what changes on disk, and an edit of
    /// a buffer alone lists no folder and checks no file again.
    private var filesWatched = false
    private var refreshes = 0
    private var debounce: TimeInterval = 0.03
    private var workspaces: [EditorWorkspace] = []
    private var documents = OpenDocuments()
    /// Workspaces whose buffers or files changed since their last analysis.
    private var stale: Set<String> = []
    /// What was last published per URI, and for which version of its buffer, so an analysis sends only
    /// what changed, and a buffer's every new version gets its diagnostics (a client knows they are current).
    private var published: [String: [LSPDiagnostic]] = [:]
    private var publishedVersions: [String: Int] = [:]
    private let uris = RememberedURIs()

    public init(input: Int32, output: Int32, version: String) {
        queue = MessageQueue(reading: input)
        writer = FrameWriter(descriptor: output)
        self.version = version
    }

    /// Serves until `exit` (0 after `shutdown`, else 1) or the end of the input (0 after `shutdown`, else 1).
    public func run() -> Int32 {
        while true {
            let event = queue.next(within: stale.isEmpty ? nil : debounce)
            guard let event else {
                analyseStaleWorkspaces()
                continue
            }
            switch event {
            case .end:
                return phase == .shuttingDown ? 0 : 1
            case .unreadable(let error):
                writer.write(OutgoingMessage.error(id: nil, error))
            case .message(.response(let id, let failed)):
                guard id == Self.watchRegistration, !failed else { continue }
                filesWatched = true
                // What changed before the watchers were in place was said by nobody.
                workspaces.forEach { $0.diskChanged() }
            case .message(.notification(let method, let params)):
                if method == "exit" { return phase == .shuttingDown ? 0 : 1 }
                handleNotification(method, params)
            case .message(.request(let id, let method, let params)):
                handleRequest(id, method, params)
            }
        }
    }

    // MARK: - Requests

    private func handleRequest(_ id: RequestID, _ method: String, _ params: JSONRPCValue) {
        if queue.takeCancellation(of: id) {
            writer.write(OutgoingMessage.error(id: id, ResponseError(code: ResponseError.requestCancelled, message: "cancelled")))
            return
        }
        do {
            switch (phase, method) {
            case (.uninitialized, "initialize"):
                writer.write(OutgoingMessage.response(id: id, result: try initialize(decodeParams(params, as: InitializeParams.self))))
            case (.uninitialized, _):
                throw ResponseError(code: ResponseError.serverNotInitialized, message: "'\(method)' before 'initialize'")
            case (.shuttingDown, _):
                throw ResponseError(code: ResponseError.invalidRequest, message: "'\(method)' after 'shutdown'")
            case (.running, "initialize"):
                throw ResponseError(code: ResponseError.invalidRequest, message: "'initialize' was already received")
            case (.running, "shutdown"):
                phase = .shuttingDown
                writer.write(OutgoingMessage.response(id: id, result: JSONRPCValue?.none))
            case (.running, _):
                try answer(id, method, params)
            }
        } catch let error as ResponseError {
            writer.write(OutgoingMessage.error(id: id, error))
        } catch {
            writer.write(OutgoingMessage.error(id: id, ResponseError(code: ResponseError.internalError, message: "\(error)")))
        }
    }

    private func answer(_ id: RequestID, _ method: String, _ params: JSONRPCValue) throws {
        switch method {
        case "textDocument/definition":
            reply(id, try locations(params) { site, providers in Navigation.definition(of: site, providers: providers) })
        case "textDocument/implementation":
            reply(id, try locations(params) { site, providers in Navigation.implementations(of: site, providers: providers) })
        case "textDocument/references":
            let includeDeclaration = params["context"]?["includeDeclaration"] == .bool(true)
            reply(id, try locations(params) { site, providers in
                Navigation.references(of: site, providers: providers, includeDeclaration: includeDeclaration)
            })
        case "textDocument/hover":
            reply(id, try hover(decodeParams(params, as: TextDocumentPositionParams.self)))
        case "textDocument/codeLens":
            reply(id, try codeLenses(decodeParams(params, as: DocumentParams.self)))
        case "textDocument/codeAction":
            reply(id, try codeActions(decodeParams(params, as: CodeActionParams.self)))
        case "textDocument/diagnostic":
            reply(id, try pulledDiagnostics(decodeParams(params, as: DocumentParams.self)))
        default:
            throw ResponseError(code: ResponseError.methodNotFound, message: "dilint does not handle '\(method)'")
        }
    }

    private func reply<Result: Encodable>(_ id: RequestID, _ result: Result?) {
        writer.write(OutgoingMessage.response(id: id, result: result))
    }

    private func initialize(_ params: InitializeParams) -> InitializeResult {
        let offered = params.capabilities?.general?.positionEncodings ?? []
        encoding = offered.contains(TextLines.Encoding.utf8.rawValue) ? .utf8 : .utf16
        clientPullsDiagnostics = params.capabilities?.textDocument?.diagnostic != nil
        clientWatchesFiles = params.capabilities?.workspace?.didChangeWatchedFiles?.dynamicRegistration == true
        clientRefreshesDiagnostics = params.capabilities?.workspace?.diagnostics?.refreshSupport == true
        // Options the server cannot read are ignored: an editor's settings must not keep it from starting.
        switch params.initializationOptions?["debounceMilliseconds"] {
        case .int(let milliseconds)?: debounce = Double(max(0, min(milliseconds, 5_000))) / 1000
        case .double(let milliseconds)? where milliseconds.isFinite: debounce = max(0, min(milliseconds, 5_000)) / 1000
        default: break
        }
        var roots = (params.workspaceFolders ?? []).compactMap { DocumentURI.path(of: $0.uri) }
        if roots.isEmpty, let root = params.rootUri.flatMap(DocumentURI.path(of:)) ?? params.rootPath { roots = [root] }
        for root in roots where !workspaces.contains(where: { $0.root == root }) { addWorkspace(root) }
        phase = .running
        var capabilities = ServerCapabilities(positionEncoding: encoding.rawValue)
        if clientPullsDiagnostics { capabilities.diagnosticProvider = .init() }
        return InitializeResult(capabilities: capabilities, serverInfo: .init(version: version))
    }

    private func addWorkspace(_ root: String, paths: [String] = ["."]) {
        let workspace = EditorWorkspace(root: root, paths: paths)
        workspaces.append(workspace)
        stale.insert(workspace.root)
        if let problem = workspace.problem { log(problem, type: 2) }
    }

    // MARK: - Notifications

    private func handleNotification(_ method: String, _ params: JSONRPCValue) {
        guard phase == .running else { return }
        do {
            switch method {
            case "textDocument/didOpen":
                let opened = try decodeParams(params, as: DidOpenTextDocumentParams.self).textDocument
                guard let path = DocumentURI.path(of: opened.uri) else { return log("not a file URI, ignored: \(opened.uri)", type: 3) }
                documents.open(uri: opened.uri, path: path, version: opened.version, text: opened.text)
                bufferChanged(path, text: opened.text)
            case "textDocument/didChange":
                let changed = try decodeParams(params, as: DidChangeTextDocumentParams.self)
                guard let path = DocumentURI.path(of: changed.textDocument.uri) else { return }
                guard let document = documents.change(uri: changed.textDocument.uri, path: path, version: changed.textDocument.version,
                                                      changes: changed.contentChanges, encoding: encoding) else {
                    return log("a change to \(changed.textDocument.uri), which is not open, was ignored", type: 2)
                }
                bufferChanged(path, text: String(decoding: document.bytes, as: UTF8.self))
            case "textDocument/didClose":
                let closed = try decodeParams(params, as: DidCloseTextDocumentParams.self).textDocument
                guard let path = DocumentURI.path(of: closed.uri) else { return }
                documents.close(path: path)
                bufferChanged(path, text: nil)
            case "textDocument/didSave":
                let saved = try decodeParams(params, as: DidSaveTextDocumentParams.self).textDocument
                if let path = DocumentURI.path(of: saved.uri) { filesChanged([path]) }
            case "workspace/didChangeWatchedFiles":
                filesChanged(try decodeParams(params, as: DidChangeWatchedFilesParams.self).changes.compactMap { DocumentURI.path(of: $0.uri) })
            case "initialized":
                if clientWatchesFiles {
                    writer.write(OutgoingMessage.request(id: Self.watchRegistration, "client/registerCapability", RegistrationParams()))
                }
            default:
                return  // `$/cancelRequest` (seen by the reader), `$/setTrace` and the rest need nothing.
            }
        } catch let error as ResponseError {
            log("\(method): \(error.message)", type: 2)
        } catch {
            log("\(method): \(error)", type: 2)
        }
    }

    private static let watchRegistration = RequestID.string("dilint-watch")

    private func bufferChanged(_ path: String, text: String?) {
        guard let workspace = workspace(for: path, creating: text != nil) else { return }
        workspace.setBuffer(text, atAbsolutePath: path)
        stale.insert(workspace.root)
    }

    private func filesChanged(_ paths: [String]) {
        for path in paths {
            guard let workspace = workspace(for: path, creating: false) else { continue }
            workspace.diskChanged()
            if (path as NSString).lastPathComponent == Configuration.fileName {
                workspace.reloadConfiguration()
                if let problem = workspace.problem { log(problem, type: 2) }
            }
            stale.insert(workspace.root)
        }
    }

    /// The innermost workspace folder holding `path`; a file opened outside all of them gets its own.
    private func workspace(for path: String, creating: Bool) -> EditorWorkspace? {
        if let found = workspaces.filter({ $0.contains(absolutePath: path) }).max(by: { $0.scope(of: path) < $1.scope(of: path) }) { return found }
        guard creating, path.hasSuffix(".swift") else { return nil }
        let (root, paths) = DocumentURI.guessedRoot(of: path)
        addWorkspace(root, paths: paths)
        return workspaces.last
    }

    // MARK: - Analysis and diagnostics

    private func analyseStaleWorkspaces() {
        for workspace in workspaces where stale.contains(workspace.root) {
            stale.remove(workspace.root)
            let hadProblem = workspace.problem
            guard workspace.analyse(filesWatched: filesWatched) else {
                if let problem = workspace.problem, problem != hadProblem { log(problem, type: 1) }
                continue
            }
            if !clientPullsDiagnostics {
                publish(workspace)
            } else if clientRefreshesDiagnostics {
                // A pulling client asks again for the files it shows: an edit may have changed another file's findings.
                refreshes += 1
                writer.write(OutgoingMessage.request(id: .string("dilint-refresh-\(refreshes)"), "workspace/diagnostic/refresh"))
            }
        }
    }

    /// Sends the diagnostics of every file whose diagnostics changed since they were last sent or whose
    /// buffer has a new version, and an empty list for a file that has none any more.
    private func publish(_ workspace: EditorWorkspace) {
        guard let report = workspace.report else { return }
        let places = places(workspace)
        var current: [String: [LSPDiagnostic]] = [:]
        for (displayPath, diagnostics) in DiagnosticConversion.byFile(report, places: places) {
            current[places.uri(of: displayPath)] = diagnostics
        }
        var shown = Set(published.keys.filter { uris.path(of: $0).map(workspace.contains(absolutePath:)) == true })
        shown.formUnion(current.keys)
        for document in documents.byPath.values where workspace.contains(absolutePath: document.path) { shown.insert(document.uri) }
        for uri in shown.sorted() {
            let diagnostics = current[uri] ?? []
            let version = version(of: uri)
            guard (published[uri] ?? []) != diagnostics || (version != nil && publishedVersions[uri] != version) else { continue }
            published[uri] = diagnostics.isEmpty ? nil : diagnostics
            publishedVersions[uri] = version
            writer.write(OutgoingMessage.notification("textDocument/publishDiagnostics", PublishDiagnosticsParams(uri: uri, version: version, diagnostics: diagnostics)))
        }
    }

    private func version(of uri: String) -> Int? {
        uris.path(of: uri).flatMap { documents.byPath[$0]?.version }
    }

    /// The workspace of a document, analysed up to the latest change (a request answers what the buffer says now).
    private func analysedWorkspace(of uri: String) -> (workspace: EditorWorkspace, path: String)? {
        guard let path = DocumentURI.path(of: uri), let workspace = workspace(for: path, creating: false) else { return nil }
        if stale.contains(workspace.root) { analyseStaleWorkspaces() }
        guard workspace.report != nil else { return nil }
        return (workspace, path)
    }

    private func pulledDiagnostics(_ params: DocumentParams) -> FullDocumentDiagnosticReport {
        guard let (workspace, path) = analysedWorkspace(of: params.textDocument.uri), let report = workspace.report else { return .init(items: []) }
        let places = places(workspace)
        let displayPath = workspace.displayPath(of: path)
        return .init(items: report.diagnostics.filter { $0.location.file == displayPath }.map { DiagnosticConversion.diagnostic($0, places: places) })
    }

    // MARK: - Navigation, hover, lenses, actions

    private func locations(_ params: JSONRPCValue, _ find: (Site, ProviderIndex) -> [SourceLocation]) throws -> [Location]? {
        let asked = try decodeParams(params, as: TextDocumentPositionParams.self)
        guard let (workspace, site) = site(at: asked) else { return nil }
        let places = places(workspace)
        return find(site, workspace.providers).map(places.location)
    }

    private func site(at asked: TextDocumentPositionParams) -> (EditorWorkspace, Site)? {
        guard let (workspace, path) = analysedWorkspace(of: asked.textDocument.uri) else { return nil }
        let displayPath = workspace.displayPath(of: path)
        guard let lines = places(workspace).lines(of: displayPath) else { return nil }
        let place = lines.place(of: asked.position)
        guard let site = Site.at(file: displayPath, line: place.line, column: place.column, in: workspace.providers,
                                 siteEnd: lines.siteEndColumn) else { return nil }
        return (workspace, site)
    }

    private func hover(_ asked: TextDocumentPositionParams) -> Hover? {
        guard let (workspace, path) = analysedWorkspace(of: asked.textDocument.uri), let report = workspace.report else { return nil }
        let displayPath = workspace.displayPath(of: path)
        guard let lines = places(workspace).lines(of: displayPath) else { return nil }
        let place = lines.place(of: asked.position)
        let site = Site.at(file: displayPath, line: place.line, column: place.column, in: workspace.providers, siteEnd: lines.siteEndColumn)
        let findings = report.diagnostics.filter { $0.location.file == displayPath && $0.location.line == place.line }
        guard let text = HoverText.text(for: site, findings: findings, providers: workspace.providers) else { return nil }
        return Hover(contents: MarkupContent(value: text), range: nil)
    }

    private func codeLenses(_ params: DocumentParams) -> [CodeLens] {
        guard let (workspace, path) = analysedWorkspace(of: params.textDocument.uri) else { return [] }
        return CodeLenses.lenses(in: workspace.displayPath(of: path), providers: workspace.providers, places: places(workspace))
    }

    private func codeActions(_ params: CodeActionParams) -> [CodeAction] {
        guard let (workspace, path) = analysedWorkspace(of: params.textDocument.uri), let report = workspace.report else { return [] }
        let places = places(workspace)
        let displayPath = workspace.displayPath(of: path)
        // 0-based lines from the client, in either order, compared without arithmetic on them.
        let (first, last) = (min(params.range.start.line, params.range.end.line), max(params.range.start.line, params.range.end.line))
        let findings = report.diagnostics.filter { finding in
            finding.location.file == displayPath && first < finding.location.line && finding.location.line - 1 <= last && !finding.fixes.isEmpty
        }
        return QuickFixes.actions(for: findings, places: places) { file in
            let absolute = workspace.absolutePath(of: file)
            if let open = self.documents.byPath[absolute] { return open.bytes }
            return FileManager.default.contents(atPath: absolute).map { Array($0) }
        }
    }

    /// Places that name an open document by the URI the client gave it (its percent-encoding may differ
    /// from Foundation's), so a client never sees one file under two URIs.
    private func places(_ workspace: EditorWorkspace) -> Places {
        let documents = documents
        return Places(workspace, encoding: encoding, uris: uris) { documents.byPath[$0]?.uri }
    }

    private func log(_ message: String, type: Int) {
        writer.write(OutgoingMessage.notification("window/logMessage", LogMessageParams(type: type, message: message)))
    }
}
