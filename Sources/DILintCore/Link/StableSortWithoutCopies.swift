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
        // Position p takes the element at order[p]: each cycle of the permutation is walked once by swaps.
        var placed = [Bool](repeating: false, count: count)
        for start in indices where !placed[start] {
            var current = start
            placed[current] = true
            while order[current] != start {
                let next = order[current]
                swapAt(current, next)
                current = next
                placed[current] = true
            }
        }
    }

    /// The elements sorted as `sorted(by:)` sorts them (stably), with `sortStablyWithoutCopies`; taken, so
    /// that an array no one else holds is sorted in place rather than copied first.
    consuming func sortedStablyWithoutCopies(by areInIncreasingOrder: (Element, Element) -> Bool) -> [Element] {
        var sorted = self
        sorted.sortStablyWithoutCopies(by: areInIncreasingOrder)
        return sorted
    }
}
