/// Tarjan's algorithm, iterative so deep graphs cannot overflow the stack. Nodes and successors are
/// visited in sorted order, so the components come out the same on every run.
enum StronglyConnectedComponents {
    static func of(nodes: [String], successors: [String: [String]]) -> [[String]] {
        // Numbered once, so the walk reads arrays instead of hashing a name at every step: the roots
        // first, in sorted order, then any other name a successor list holds.
        var names = Array(Set(nodes)).sorted()
        var number: [String: Int] = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        let roots = names.count
        var next: [[Int]] = []
        next.reserveCapacity(roots)
        var position = 0
        while position < names.count {
            next.append((successors[names[position]] ?? []).map { name in
                if let known = number[name] { return known }
                number[name] = names.count
                names.append(name)
                return names.count - 1
            })
            position += 1
        }

        var indexOf = [Int](repeating: -1, count: names.count)
        var lowLink = [Int](repeating: 0, count: names.count)
        var onStack = [Bool](repeating: false, count: names.count)
        var stack: [Int] = []
        var components: [[String]] = []
        var nextIndex = 0

        for root in 0..<roots where indexOf[root] < 0 {
            // Each frame: node and the position of the next successor to look at.
            var work: [(node: Int, next: Int)] = [(root, 0)]
            indexOf[root] = nextIndex; lowLink[root] = nextIndex; nextIndex += 1
            stack.append(root); onStack[root] = true
            while let frame = work.last {
                let successorsOfNode = next[frame.node]
                if frame.next < successorsOfNode.count {
                    work[work.count - 1].next += 1
                    let successor = successorsOfNode[frame.next]
                    if indexOf[successor] < 0 {
                        indexOf[successor] = nextIndex; lowLink[successor] = nextIndex; nextIndex += 1
                        stack.append(successor); onStack[successor] = true
                        work.append((successor, 0))
                    } else if onStack[successor] {
                        lowLink[frame.node] = min(lowLink[frame.node], indexOf[successor])
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last {
                    lowLink[parent.node] = min(lowLink[parent.node], lowLink[frame.node])
                }
                if lowLink[frame.node] == indexOf[frame.node] {
                    var component: [String] = []
                    while let member = stack.popLast() {
                        onStack[member] = false
                        component.append(names[member])
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
