import Foundation
import XCTest

/// Drives `dilint lsp` as a separate process over its stdin and stdout, as an editor does: framed
/// JSON-RPC out, replies and notifications in, every wait bounded so a hang fails the test.
final class LanguageServerSession: @unchecked Sendable {
    struct Timeout: Error, CustomStringConvertible {
        var waitingFor: String
        var description: String { "no \(waitingFor) from dilint lsp in time" }
    }

    let root: URL
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let received = NSCondition()
    private var buffer = Data()
    private var ended = false
    private var nextID = 0
    /// Notifications the server sent that no wait has taken yet, in order.
    private(set) var notifications: [[String: Any]] = []

    init(root: URL, environment: [String: String] = [:]) throws {
        self.root = root
        process.executableURL = DilintProcess.binary
        process.arguments = ["lsp"]
        process.currentDirectoryURL = root
        var env = ProcessInfo.processInfo.environment
        env["XDG_CACHE_HOME"] = DilintProcess.cacheHome.path
        env.merge(environment) { $1 }
        process.environment = env
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let chunk = handle.availableData
            guard let self else { return }
            self.received.withLock {
                if chunk.isEmpty { self.ended = true } else { self.buffer.append(chunk) }
                self.received.broadcast()
            }
        }
        try process.run()
    }

    deinit {
        output.fileHandleForReading.readabilityHandler = nil
        if process.isRunning { process.terminate() }
    }

    func uri(_ relativePath: String) -> String { root.appendingPathComponent(relativePath).absoluteString }

    func sendRaw(_ bytes: Data) { input.fileHandleForWriting.write(bytes) }

    func send(_ message: [String: Any]) {
        let body = try! JSONSerialization.data(withJSONObject: message)
        sendRaw(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    func notify(_ method: String, _ params: Any) {
        send(["jsonrpc": "2.0", "method": method, "params": params])
    }

    /// Sends a request and returns the whole reply (`result` or `error`).
    @discardableResult
    func request(_ method: String, _ params: Any, id: Int? = nil, timeout: TimeInterval = 180) throws -> [String: Any] {
        nextID += 1
        let id = id ?? nextID
        send(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
        return try reply(to: id, timeout: timeout)
    }

    func reply(to id: Int, timeout: TimeInterval = 180) throws -> [String: Any] {
        try waitForMessage(timeout: timeout, described: "reply to request \(id)") { message in
            message["method"] == nil && (message["id"] as? Int) == id
        }
    }

    /// The first message (kept or coming) that `matches`; notifications passed over are kept.
    func waitForMessage(timeout: TimeInterval = 180, described: String, _ matches: ([String: Any]) -> Bool) throws -> [String: Any] {
        if let index = notifications.firstIndex(where: matches) { return notifications.remove(at: index) }
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            guard let message = try nextMessage(until: deadline) else { throw Timeout(waitingFor: described) }
            if matches(message) { return message }
            if message["method"] != nil { notifications.append(message) }
        }
    }

    /// The diagnostics last published for a file, from the kept notifications (nil when none was).
    func publishedDiagnostics(for relativePath: String) -> [[String: Any]]? {
        let uri = uri(relativePath)
        return notifications.last { $0["method"] as? String == "textDocument/publishDiagnostics" && ($0["params"] as? [String: Any])?["uri"] as? String == uri }
            .flatMap { ($0["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]] }
    }

    private func nextMessage(until deadline: Date) throws -> [String: Any]? {
        received.lock()
        defer { received.unlock() }
        while true {
            if let message = takeFrame() { return message }
            if ended { return nil }
            guard received.wait(until: deadline) else { return nil }
        }
    }

    private func takeFrame() -> [String: Any]? {
        guard let separator = buffer.range(of: Data("\r\n\r\n".utf8)) else { return nil }
        let header = String(decoding: buffer[buffer.startIndex..<separator.lowerBound], as: UTF8.self)
        guard let lengthLine = header.split(separator: "\r\n").first(where: { $0.lowercased().hasPrefix("content-length:") }),
              let length = Int(lengthLine.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)),
              buffer.count - (separator.upperBound - buffer.startIndex) >= length else { return nil }
        let body = buffer[separator.upperBound..<(separator.upperBound + length)]
        buffer = Data(buffer[(separator.upperBound + length)...])
        return try? JSONSerialization.jsonObject(with: body) as? [String: Any]
    }

    /// Forgets the notifications kept so far: a wait after this sees only what comes next.
    func discardNotifications() { notifications.removeAll() }

    func closeInput() { try? input.fileHandleForWriting.close() }

    /// The server's exit status, or nil when it did not exit within `timeout`.
    func waitForExit(timeout: TimeInterval = 30) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        return process.isRunning ? nil : process.terminationStatus
    }

    // Shorthands for the messages every session sends.

    func initialize(capabilities: [String: Any] = [:], options: [String: Any]? = nil) throws -> [String: Any] {
        var params: [String: Any] = ["processId": NSNull(), "rootUri": root.absoluteString, "capabilities": capabilities]
        if let options { params["initializationOptions"] = options }
        return try request("initialize", params)
    }

    func open(_ relativePath: String, version: Int = 1) throws {
        let text = try String(contentsOf: root.appendingPathComponent(relativePath), encoding: .utf8)
        notify("textDocument/didOpen", ["textDocument": ["uri": uri(relativePath), "languageId": "swift", "version": version, "text": text]])
    }

    func position(_ relativePath: String, line: Int, character: Int) -> [String: Any] {
        ["textDocument": ["uri": uri(relativePath)], "position": ["line": line, "character": character]]
    }
}
