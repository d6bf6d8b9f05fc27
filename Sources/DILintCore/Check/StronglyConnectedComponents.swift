/// Tarjan's algorithm, iterative so deep graphs cannot overflow the stack. Nodes and successors are
/// visited in sorted order, so the components come out the same on every run.
enum StronglyConnectedComponents {
    static func of(nodes: [String], successors: [String: [String]]) -> [[String]] {
        var indexOf: [String: Int] = [:]
        var lowLink: [String: Int] = [:]
        var onStack: Set<String> = []
        var stack: [String] = []
        var components: [[String]] = []
        var nextIndex = 0

        for root in nodes.sorted() where indexOf[root] == nil {
            // Each frame: node and the position of the next successor to look at.
            var work: [(node: String, next: Int)] = [(root, 0)]
            indexOf[root] = nextIndex; lowLink[root] = nextIndex; nextIndex += 1
            stack.append(root); onStack.insert(root)
            while let frame = work.last {
                let next = successors[frame.node] ?? []
                if frame.next < next.count {
                    work[work.count - 1].next += 1
                    let successor = next[frame.next]
                    if indexOf[successor] == nil {
                        indexOf[successor] = nextIndex; lowLink[successor] = nextIndex; nextIndex += 1
                        stack.append(successor); onStack.insert(successor)
                        work.append((successor, 0))
                    } else if onStack.contains(successor) {
                        lowLink[frame.node] = min(lowLink[frame.node]!, indexOf[successor]!)
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last {
                    lowLink[parent.node] = min(lowLink[parent.node]!, lowLink[frame.node]!)
                }
                if lowLink[frame.node] == indexOf[frame.node] {
                    var component: [String] = []
                    while let member = stack.popLast() {
                        onStack.remove(member)
                        component.append(member)
                        if member == frame.node { break }
                    }
                    components.append(component.sorted())
                }
            }
        }
        return components
    }

    /// A shortest cycle through `start` using only edges inside `members` (breadth-first), as a node
    /// path that begins and ends at `start`.
    static func shortestCycle(from start: String, within members: Set<String>, successors: [String: [String]]) -> [String]? {
        var previous: [String: String] = [:]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let node = queue[head]; head += 1
            for successor in successors[node] ?? [] where members.contains(successor) {
                if successor == start {
                    var reversed = [node]
                    while let step = previous[reversed[reversed.count - 1]] { reversed.append(step) }
                    return reversed.reversed() + [start]
                }
                if previous[successor] == nil && successor != start {
                    previous[successor] = node
                    queue.append(successor)
                }
            }
        }
        return nil
    }
}
