import GraphvizRender

/// Small specs the tests share, each shaped for what it is used to show.
enum SampleGraphs {
    /// A service graph with one cluster, as dilint would draw it.
    static let services = GraphSpec(
        name: "Services",
        graphAttributes: ["rankdir": "LR", "label": "Service graph"],
        nodeDefaults: ["shape": "box"],
        nodes: [
            .init(id: "app", label: "AppContainer"),
            .init(id: "users", label: "UserService"),
            .init(id: "repo", label: "UserRepository"),
            .init(id: "http", label: "HTTPClient"),
        ],
        edges: [
            .init(from: "app", to: "users"),
            .init(from: "users", to: "repo"),
            .init(from: "repo", to: "http", attributes: ["style": "dashed", "label": "weak"]),
        ],
        clusters: [.init(id: "data", label: "Data layer", nodeIDs: ["repo", "http"])]
    )

    /// A chain of `count` nodes whose labels carry `seed`, so that specs made from different seeds differ.
    static func chain(_ count: Int, seed: Int = 0) -> GraphSpec {
        let nodes = (0..<count).map { GraphSpec.Node(id: "n\($0)", label: "Node \(seed)-\($0)") }
        let edges = (1..<max(count, 1)).map { GraphSpec.Edge(from: "n\($0 - 1)", to: "n\($0)") }
        return GraphSpec(name: "Chain\(seed)", graphAttributes: ["rankdir": "LR"], nodes: nodes, edges: edges)
    }
}
