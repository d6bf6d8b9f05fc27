import Foundation

/// Messages read on their own thread, handed to the server one at a time. Reading apart lets the server
/// wait for a pause in typing (debounce) and see a cancellation while it works on something else.
final class MessageQueue: @unchecked Sendable {
    enum Event {
        case message(IncomingMessage)
        /// A frame or JSON that could not be read: answered with a JSON-RPC error and no id.
        case unreadable(ResponseError)
        case end
    }

    private let condition = NSCondition()
    private var events: [Event] = []
    private var cancelled: Set<RequestID> = []

    /// Starts reading `descriptor` until it ends.
    init(reading descriptor: Int32) {
        let reader = FrameReader(descriptor: descriptor)
        let thread = Thread { [self] in
            while true {
                switch reader.next() {
                case .end:
                    push(.end)
                    return
                case .malformed(let problem):
                    push(.unreadable(ResponseError(code: ResponseError.parseError, message: problem)))
                case .message(let json):
                    push(Self.event(json))
                }
            }
        }
        thread.name = "dilint-lsp-reader"
        thread.start()
    }

    private static func event(_ json: Data) -> Event {
        do {
            return .message(try IncomingMessage(json: json))
        } catch let error as ResponseError {
            return .unreadable(error)
        } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
            return .unreadable(ResponseError(code: ResponseError.parseError, message: "a message that is not JSON was skipped"))
        } catch {
            // JSON, but not a JSON-RPC message: a batch, an id that is neither an integer nor a string, a method that is no string.
            return .unreadable(ResponseError(code: ResponseError.invalidRequest, message: "not a JSON-RPC request or notification: \(DecodingProblem.describe(error))"))
        }
    }

    private func push(_ event: Event) {
        condition.withLock {
            if case .message(.notification("$/cancelRequest", let params)) = event, let id = params["id"].flatMap(Self.requestID) {
                cancelled.insert(id)
            }
            events.append(event)
            condition.signal()
        }
    }

    private static func requestID(_ value: JSONRPCValue) -> RequestID? {
        switch value {
        case .int(let number): return .number(number)
        case .string(let string): return .string(string)
        default: return nil
        }
    }

    /// The next event, or nil when none came within `timeout` seconds (nil: wait as long as it takes).
    func next(within timeout: TimeInterval?) -> Event? {
        condition.withLock {
            let deadline = timeout.map { Date().addingTimeInterval($0) }
            while events.isEmpty {
                if let deadline {
                    guard condition.wait(until: deadline) else { return nil }
                } else {
                    condition.wait()
                }
            }
            let event = events.removeFirst()
            // An `.end` stays for whoever asks next: after the stream ends, it always has ended.
            if case .end = event { events.insert(event, at: 0) }
            return event
        }
    }

    /// Whether the client cancelled `id` (a request not answered yet gets `RequestCancelled`).
    func takeCancellation(of id: RequestID) -> Bool {
        condition.withLock { cancelled.remove(id) != nil }
    }
}
