/// Which part of the graph to draw.
public struct GraphView: Sendable {
    public enum Direction: String, Sendable, CaseIterable { case up, down, both }

    public var focus: String?
    public var depth: Int?
    public var direction: Direction = .both
    public var errorsOnly = false
    public var framework: Framework?

    public init(focus: String? = nil, depth: Int? = nil, direction: Direction = .both, errorsOnly: Bool = false,
                framework: Framework? = nil) {
        self.focus = focus
        self.depth = depth
        self.direction = direction
        self.errorsOnly = errorsOnly
        self.framework = framework
    }

    public struct UnknownFocus: Error, Sendable {
        public var name: String
        public var suggestions: [String]
    }

    /// The sub-model this view selects. Throws when the focus names no node.
    public func apply(to model: DrawModel) throws -> DrawModel {
        var model = model
        if let framework {
            model.nodes.removeAll { $0.framework != framework }
        }
        if errorsOnly {
            let troubled = Set(model.nodes.filter { $0.kind == .missing || $0.onCycle }.map(\.id))
            let consumers = Set(model.edges.filter { troubled.contains($0.to) }.map(\.from))
            let keep = troubled.union(consumers)
            model.nodes.removeAll { !keep.contains($0.id) }
        }
        if let focus {
            let starts = model.nodes.filter { $0.label == focus || $0.label.split(separator: ".").last.map(String.init) == focus }
            guard !starts.isEmpty else {
                throw UnknownFocus(name: focus, suggestions: Suggestions.closest(to: focus, among: model.nodes.map(\.label)))
            }
            let keep = reachable(from: withTheirKeys(Set(starts.map(\.id)), in: model), in: model)
            model.nodes.removeAll { !keep.contains($0.id) }
        }
        let remaining = Set(model.nodes.map(\.id))
        model.edges.removeAll { !remaining.contains($0.from) || !remaining.contains($0.to) }
        return model
    }

    /// An implementation and the key it is registered under are one thing to the reader: the key's edges
    /// carry the registration's dependencies, so focusing on `AuthService` must start from its key too.
    private func withTheirKeys(_ starts: Set<String>, in model: DrawModel) -> Set<String> {
        let kinds = Dictionary(model.nodes.map { ($0.id, $0.kind) }, uniquingKeysWith: { first, _ in first })
        let keys = model.edges.filter {
            $0.kind == .provides && starts.contains($0.to) && kinds[$0.to] == .implementation && kinds[$0.from] != .module
        }.map(\.from)
        return starts.union(keys)
    }

    /// `both` is what `up` finds plus what `down` finds: two directed searches from the focus. One
    /// search that may turn at every step would walk down to a dependency and back up to its other
    /// consumers, drawing the focus's siblings and, without a depth, most of the graph.
    private func reachable(from starts: Set<String>, in model: DrawModel) -> Set<String> {
        switch direction {
        case .down: return reachable(from: starts, in: model, following: .down)
        case .up: return reachable(from: starts, in: model, following: .up)
        case .both: return reachable(from: starts, in: model, following: .down).union(reachable(from: starts, in: model, following: .up))
        }
    }

    private func reachable(from starts: Set<String>, in model: DrawModel, following direction: Direction) -> Set<String> {
        var seen = starts
        var frontier = Array(starts)
        var level = 0
        while !frontier.isEmpty, depth.map({ level < $0 }) ?? true {
            var next: [String] = []
            for id in frontier {
                for edge in model.edges {
                    if direction == .down, edge.from == id, seen.insert(edge.to).inserted { next.append(edge.to) }
                    if direction == .up, edge.to == id, seen.insert(edge.from).inserted { next.append(edge.from) }
                }
            }
            frontier = next
            level += 1
        }
        return seen
    }
}
