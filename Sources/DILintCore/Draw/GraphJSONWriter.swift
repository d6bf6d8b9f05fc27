/// The dependency graph as drawn, as JSON, schema version 1: nodes and edges sorted, ids stable across
/// runs. A view of the analysis result: `node` and `edges` name the result's own ids, and `finding` /
/// `severity` the worst finding the picture marks there, `focused` (only when true) the type a focused
/// picture is about (later versions only add fields).
public enum GraphJSONWriter {
    public static let schemaVersion = 1

    public static func render(_ model: DrawModel) -> String {
        let nodes: [JSONValue] = model.nodes.map { node in
            var fields: [(String, JSONValue)] = [
                ("id", .string(node.id)),
                ("label", .string(node.label)),
                ("kind", .string(node.kind.rawValue)),
                ("framework", .string(node.framework.rawValue)),
                ("lifetime", node.lifetime.map { .string($0.rawValue) } ?? .null),
                ("file", node.location.map { .string($0.file) } ?? .null),
                ("line", node.location.map { .int($0.line) } ?? .null),
                ("node", node.analysisID.map { .string($0.rawValue) } ?? .null),
                ("finding", node.trouble.map { .string($0.rawValue) } ?? .null),
            ]
            // Only on the type a focused picture is about, so other pictures' JSON is as it was.
            if node.focused { fields.append(("focused", .bool(true))) }
            return .object(fields)
        }
        let edges: [JSONValue] = model.edges.map { edge in
            .object([
                ("from", .string(edge.from)),
                ("to", .string(edge.to)),
                ("kind", .string(edge.kind.rawValue)),
                ("timing", .string(edge.timing.rawValue)),
                ("cycle", .bool(edge.onCycle)),
                ("file", edge.location.map { .string($0.file) } ?? .null),
                ("line", edge.location.map { .int($0.line) } ?? .null),
                ("severity", edge.onCycle ? .string((edge.trouble ?? .error).rawValue) : .null),
                ("edges", .array(edge.analysisIDs.map { .string($0.rawValue) })),
            ])
        }
        return JSONValue.object([
            ("schemaVersion", .int(schemaVersion)),
            ("nodes", .array(nodes)),
            ("edges", .array(edges)),
        ]).rendered()
    }
}
