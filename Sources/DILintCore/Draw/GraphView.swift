/// Which part of the graph to draw.
public struct GraphView: Sendable {
    /// Which way to walk from the focus: `in` to what it is built with (its dependencies), `out` to what
    /// is built with it (its dependents), or both. `down` and `up` are the older names of `in` and `out`.
    public enum Direction: String, Sendable, CaseIterable {
        case dependencies = "in", dependents = "out", both

        public init?(name: String) {
            switch name {
            case "down": self = .dependencies
            case "up": self = .dependents
            default: self.init(rawValue: name)
            }
        }
    }

    /// How many edges from the focus a focused picture draws unless told. Two shows what the focus is
    /// built with and what those are built with (or who asks for it and who asks for those): enough to
    /// read its place in the app, while a picture of a well-connected key stays a dozen nodes, not the
    /// whole graph. A key and the type registered under it count as one step away from each other: none.
    public static let defaultDepth = 2

    public var focus: String?
    /// nil: unlimited.
    public var depth: Int?
    public var direction: Direction = .both
    public var errorsOnly = false
    public var framework: Framework?
    /// Leave out the registrations nothing requests (the nodes an unused-registration finding is on), the
    /// types only they provide and the modules left providing nothing.
    public var hidesUnused = false

    public init(focus: String? = nil, depth: Int? = nil, direction: Direction = .both, errorsOnly: Bool = false,
                framework: Framework? = nil, hidesUnused: Bool = false) {
        self.focus = focus
        self.depth = depth
        self.direction = direction
        self.errorsOnly = errorsOnly
        self.framework = framework
        self.hidesUnused = hidesUnused
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
        if hidesUnused {
            model = Self.withoutUnused(model)
        }
        if errorsOnly {
            let troubled = Set(model.nodes.filter { $0.kind == .missing || $0.onCycle }.map(\.id))
            let consumers = Set(model.edges.filter { troubled.contains($0.to) }.map(\.from))
            // The type that should have been registered under a missing key explains the error.
            let forgotten = Set(model.edges.filter { $0.kind == .conforms && troubled.contains($0.from) }.map(\.to))
            let keep = troubled.union(consumers).union(forgotten)
            model.nodes.removeAll { !keep.contains($0.id) }
        }
        if let focus {
            let starts = model.nodes.filter { $0.label == focus || $0.label.split(separator: ".").last.map(String.init) == focus }
            guard !starts.isEmpty else {
                throw UnknownFocus(name: focus, suggestions: Suggestions.closest(to: focus, among: model.nodes.map(\.label)))
            }
            let keep = reachable(from: Set(starts.map(\.id)), in: model)
            model.nodes.removeAll { !keep.contains($0.id) }
            // The type asked for stands out; its key (or its implementation) is drawn but not marked.
            let focused = Set(starts.map(\.id))
            for index in model.nodes.indices where focused.contains(model.nodes[index].id) { model.nodes[index].focused = true }
        }
        let remaining = Set(model.nodes.map(\.id))
        model.edges.removeAll { !remaining.contains($0.from) || !remaining.contains($0.to) }
        return model
    }

    /// The model without its unused keys, then without what only they provide (their implementations)
    /// and the modules that provide nothing left.
    static func withoutUnused(_ model: DrawModel) -> DrawModel {
        var model = model
        var removed = Set(model.nodes.filter(\.unused).map(\.id))
        guard !removed.isEmpty else { return model }
        let kinds = Dictionary(model.nodes.map { ($0.id, $0.kind) }, uniquingKeysWith: { first, _ in first })
        let provided = Dictionary(grouping: model.edges.filter { $0.kind == .provides }, by: \.to)
        for (target, providers) in provided where kinds[target] == .implementation && !removed.contains(target) {
            // A module provides keys, a key is provided by its implementation: the implementation goes with
            // the keys it is provided for when nothing else reaches it.
            let others = model.edges.filter { $0.to == target && $0.kind != .provides }
            if others.isEmpty && providers.allSatisfy({ removed.contains($0.from) }) { removed.insert(target) }
        }
        for node in model.nodes where node.kind == .module {
            let provides = model.edges.filter { $0.from == node.id && $0.kind == .provides }
            if !provides.isEmpty && provides.allSatisfy({ removed.contains($0.to) }) { removed.insert(node.id) }
        }
        model.nodes.removeAll { removed.contains($0.id) }
        model.edges.removeAll { removed.contains($0.from) || removed.contains($0.to) }
        return model
    }

    /// `both` is what `up` finds plus what `down` finds: two directed searches from the focus. One
    /// search that may turn at every step would walk down to a dependency and back up to its other
    /// consumers, drawing the focus's siblings and, without a depth, most of the graph.
    private func reachable(from starts: Set<String>, in model: DrawModel) -> Set<String> {
        switch direction {
        case .dependencies: return reachable(from: starts, in: model, following: .dependencies)
        case .dependents: return reachable(from: starts, in: model, following: .dependents)
        case .both:
            return reachable(from: starts, in: model, following: .dependencies)
                .union(reachable(from: starts, in: model, following: .dependents))
        }
    }

    private func reachable(from starts: Set<String>, in model: DrawModel, following direction: Direction) -> Set<String> {
        let twins = registrationTwins(in: model)
        var seen = starts
        var frontier = Array(starts)
        // A key and its implementation are one step: whichever is reached brings the other at no cost.
        func addTwins(of ids: [String]) -> [String] {
            var all = ids
            for id in ids { for twin in twins[id, default: []] where seen.insert(twin).inserted { all.append(twin) } }
            return all
        }
        frontier = addTwins(of: frontier)
        var level = 0
        while !frontier.isEmpty, depth.map({ level < $0 }) ?? true {
            var next: [String] = []
            for id in frontier {
                for edge in model.edges {
                    if direction == .dependencies, edge.from == id, seen.insert(edge.to).inserted { next.append(edge.to) }
                    if direction == .dependents, edge.to == id, seen.insert(edge.from).inserted { next.append(edge.from) }
                }
            }
            frontier = addTwins(of: next)
            level += 1
        }
        return seen
    }

    /// Key ↔ implementation pairs joined by a "provided by" edge (not a module's).
    private func registrationTwins(in model: DrawModel) -> [String: [String]] {
        let kinds = Dictionary(model.nodes.map { ($0.id, $0.kind) }, uniquingKeysWith: { first, _ in first })
        var twins: [String: [String]] = [:]
        for edge in model.edges where edge.kind == .provides && kinds[edge.to] == .implementation && kinds[edge.from] != .module {
            twins[edge.from, default: []].append(edge.to)
            twins[edge.to, default: []].append(edge.from)
        }
        return twins
    }
}
