import Foundation

/// The stored form of an `AnalysisResult`: a JSON document in its fields' order, so the same run gives the same bytes.
extension AnalysisResult {
    public struct Problem: Error, Equatable, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    public func encodedJSON() -> String { JSONDocument.encode(self) }

    /// Reads a result written by `--format result`; anything else is a problem with a one-line message.
    public init(json data: Data) throws {
        struct Version: Decodable { var schemaVersion: Int }
        guard let version = try? JSONDocument.decode(Version.self, from: data) else {
            throw Problem(message: "not a dilint analysis result (expected a JSON object with \"schemaVersion\"; write one with `dilint lint --format result`)")
        }
        guard version.schemaVersion == Self.currentSchemaVersion else {
            throw Problem(message: "analysis result schema version \(version.schemaVersion) is not supported (expected \(Self.currentSchemaVersion))")
        }
        do {
            self = try JSONDocument.decode(Self.self, from: data)
        } catch {
            throw Problem(message: "not a valid dilint analysis result: \(Self.describe(error))")
        }
    }

    private static func describe(_ error: Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            return "missing '\(key.stringValue)' at \(path(context))"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return "unexpected value at \(path(context))"
        case DecodingError.dataCorrupted(let context):
            return context.codingPath.isEmpty ? "not JSON" : "unreadable value at \(path(context))"
        default:
            return "\(error)"
        }
    }

    private static func path(_ context: DecodingError.Context) -> String {
        let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        return path.isEmpty ? "the top" : String(path.drop { $0 == "." })
    }
}
