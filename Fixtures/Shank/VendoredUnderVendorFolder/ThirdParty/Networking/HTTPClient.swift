// A networking library copied into the project; not the app's code, so never analysed.
import Foundation

public protocol HTTPClientType {
    func get(_ path: String) async throws -> Data
}

public final class HTTPClient: HTTPClientType {
    public init() {}
    public func get(_ path: String) async throws -> Data { Data() }
}
