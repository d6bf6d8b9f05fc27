extension Array {
    /// Sorts as `sort(by:)` does (stably: equal elements keep their order), but orders positions and
    /// then moves each element once. The standard sort copies elements while it merges and inserts, and
    /// a copy of a graph's edge or registration retains and releases each of its strings: on a
    /// 10,000-file app that was most of the time spent putting the graph in order.
    mutating func sortStablyWithoutCopies(by areInIncreasingOrder: (Element, Element) -> Bool) {
        guard count > 1 else { return }
        var order = Array<Int>(indices)
        withUnsafeBufferPointer { elements in
            order.sort { areInIncreasingOrder(elements[$0], elements[$1]) }
        }
        permute(by: order)
    }

    /// The elements sorted as `sorted(by:)` sorts them (stably), with `sortStablyWithoutCopies`; taken, so
    /// that an array no one else holds is sorted in place rather than copied first.
    consuming func sortedStablyWithoutCopies(by areInIncreasingOrder: (Element, Element) -> Bool) -> [Element] {
        var sorted = self
        sorted.sortStablyWithoutCopies(by: areInIncreasingOrder)
        return sorted
    }

    /// Position p takes the element at `order[p]` (a permutation of the positions): each cycle of the
    /// permutation is walked once by swaps in the buffer, which move the elements (the array's own
    /// `swapAt` copied one element of each pair, retaining its strings).
    private mutating func permute(by order: [Int]) {
        precondition(order.count == count)
        var placed = [Bool](repeating: false, count: count)
        withUnsafeMutableBufferPointer { elements in
            for start in elements.indices where !placed[start] {
                var current = start
                placed[current] = true
                while order[current] != start {
                    let next = order[current]
                    elements.swapAt(current, next)
                    current = next
                    placed[current] = true
                }
            }
        }
    }
}
