import Foundation

/// How dilint writes and reads every JSON document (lint report, SARIF, diff, baseline, graph, stored
/// result): a `Codable` value whose coding keys are in its schema's field order, written in one layout
/// (`JSONTree.rendered()`), read back with one decoder.
public enum JSONDocument {
    public static func encode<Document: Encodable>(_ document: Document) -> String {
        // The documents are plain values of strings, integers and booleans: a failure is a bug, not an input problem.
        try! JSONTreeEncoder.tree(of: document).rendered()
    }

    public static func decode<Document: Decodable>(_ type: Document.Type, from data: Data) throws -> Document {
        try JSONDecoder().decode(type, from: data)
    }
}

/// A field every entry has, written as `null` when it has no value (where synthesized `Codable`
/// leaves an Optional out), so that a reader sees the same keys in every entry.
@propertyWrapper
public struct WrittenAsNull<Value: Codable & Hashable & Sendable>: Codable, Hashable, Sendable {
    public var wrappedValue: Value?

    public init(wrappedValue: Value?) { self.wrappedValue = wrappedValue }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        wrappedValue = container.decodeNil() ? nil : try container.decode(Value.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let wrappedValue { try container.encode(wrappedValue) } else { try container.encodeNil() }
    }
}
