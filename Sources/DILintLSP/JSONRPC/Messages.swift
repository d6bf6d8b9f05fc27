import Foundation

/// A request's id: JSON-RPC allows a number or a string.
public enum RequestID: Codable, Hashable, Sendable, CustomStringConvertible {
    case number(Int)
    case string(String)

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) { self = .number(number) } else { self = .string(try container.decode(String.self)) }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .number(let number): try container.encode(number)
        case .string(let string): try container.encode(string)
        }
    }

    public var description: String {
        switch self {
        case .number(let number): return String(number)
        case .string(let string): return string
        }
    }
}

public struct ResponseError: Codable, Error, Equatable, Sendable {
    public var code: Int
    public var message: String

    static let parseError = -32700
    static let invalidRequest = -32600
    static let methodNotFound = -32601
    static let invalidParams = -32602
    static let internalError = -32603
    static let serverNotInitialized = -32002
    static let requestCancelled = -32800
}

/// One message from the client, as its fields say what it is.
enum IncomingMessage: Sendable {
    case request(id: RequestID, method: String, params: JSONRPCValue)
    case notification(method: String, params: JSONRPCValue)
    /// A reply to something the server asked (none is waited for), and whether it is an error.
    case response(id: RequestID?, failed: Bool)

    private struct Envelope: Decodable {
        var jsonrpc: String?
        var id: RequestID?
        var method: String?
        var params: JSONRPCValue?
        var error: JSONRPCValue?
    }

    /// Throws `ResponseError` (invalid request) for JSON that is not a JSON-RPC message; `DecodingError` for no JSON.
    init(json: Data) throws {
        let envelope = try JSONDecoder().decode(Envelope.self, from: json)
        guard envelope.jsonrpc == "2.0" else { throw ResponseError(code: ResponseError.invalidRequest, message: "not a JSON-RPC 2.0 message") }
        switch (envelope.id, envelope.method) {
        case (let id?, let method?): self = .request(id: id, method: method, params: envelope.params ?? .null)
        case (nil, let method?): self = .notification(method: method, params: envelope.params ?? .null)
        case (let id?, nil): self = .response(id: id, failed: envelope.error != nil)
        case (nil, nil): throw ResponseError(code: ResponseError.invalidRequest, message: "a message with neither an id nor a method")
        }
    }
}

/// Decodes a message's params as the type its method takes.
func decodeParams<Params: Decodable>(_ params: JSONRPCValue, as type: Params.Type) throws -> Params {
    do {
        return try JSONDecoder().decode(Params.self, from: JSONEncoder().encode(params))
    } catch {
        throw ResponseError(code: ResponseError.invalidParams, message: "invalid params: \(DecodingProblem.describe(error))")
    }
}

enum DecodingProblem {
    /// One line saying which field was wrong, rather than Foundation's multi-line dump.
    static func describe(_ error: Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        func path(_ context: DecodingError.Context) -> String {
            let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
            return path.isEmpty ? "the message" : "'\(path)'"
        }
        switch error {
        case .keyNotFound(let key, let context): return "\(path(context)) lacks '\(key.stringValue)'"
        case .typeMismatch(_, let context), .valueNotFound(_, let context): return "\(path(context)) has the wrong type"
        case .dataCorrupted(let context): return "\(path(context)) is not valid JSON"
        @unknown default: return "\(error)"
        }
    }
}

/// What the server writes: responses and notifications, as JSON-RPC objects.
enum OutgoingMessage {
    static func response<Result: Encodable>(id: RequestID?, result: Result?) -> Data {
        encode(Response(id: id, result: result, error: nil))
    }

    static func error(id: RequestID?, _ error: ResponseError) -> Data {
        encode(Response<JSONRPCValue>(id: id, result: nil, error: error))
    }

    static func request<Params: Encodable>(id: RequestID, _ method: String, _ params: Params) -> Data {
        encode(Request(id: id, method: method, params: params))
    }

    /// A request that takes no params (`workspace/diagnostic/refresh`): the key is left out, as JSON-RPC
    /// allows, rather than written as null, which it does not.
    static func request(id: RequestID, _ method: String) -> Data {
        encode(ParameterlessRequest(id: id, method: method))
    }

    static func notification<Params: Encodable>(_ method: String, _ params: Params) -> Data {
        encode(Notification(method: method, params: params))
    }

    private struct Response<Result: Encodable>: Encodable {
        var id: RequestID?
        var result: Result?
        var error: ResponseError?
        private enum CodingKeys: String, CodingKey { case jsonrpc, id, result, error }

        // `result` is written even when null (a successful `shutdown` or an empty definition); `id` is
        // null for an error about a message whose id could not be read.
        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode("2.0", forKey: .jsonrpc)
            if let id { try container.encode(id, forKey: .id) } else { try container.encodeNil(forKey: .id) }
            if let error { try container.encode(error, forKey: .error) } else if let result { try container.encode(result, forKey: .result) } else { try container.encodeNil(forKey: .result) }
        }
    }

    private struct Request<Params: Encodable>: Encodable {
        var jsonrpc = "2.0"
        var id: RequestID
        var method: String
        var params: Params
    }

    private struct ParameterlessRequest: Encodable {
        var jsonrpc = "2.0"
        var id: RequestID
        var method: String
    }

    private struct Notification<Params: Encodable>: Encodable {
        var jsonrpc = "2.0"
        var method: String
        var params: Params
    }

    private static func encode<Value: Encodable>(_ value: Value) -> Data {
        let encoder = JSONEncoder()
        // Stable bytes: same state, same message.
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Every value here is plain data; a failure would be a bug in these types.
        return try! encoder.encode(value)
    }
}
