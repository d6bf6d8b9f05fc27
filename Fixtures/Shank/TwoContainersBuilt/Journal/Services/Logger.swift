import os

protocol Logger {
    func log(_ message: String)
}

struct ConsoleLogger: Logger {
    func log(_ message: String) { print(message) }
}

struct OSLogLogger: Logger {
    private let logger = os.Logger(subsystem: "app.journal", category: "app")

    func log(_ message: String) { logger.log("\(message, privacy: .public)") }
}
