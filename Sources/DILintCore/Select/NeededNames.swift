/// The names of a run of files' `MentionedNames`, each distinct name numbered once. Built on the
/// extracting threads, beside each other, so that `NeededNames`, which runs between the rounds on one
/// thread, hashes a name once per run instead of at every mention.
struct NumberedNames: Sendable {
    /// Each number's name, and whether the project cannot declare it (`MentionedNames.declaredElsewhere`).
    private(set) var names: [String] = []
    private(set) var declaredElsewhere: [Bool] = []
    private var numbers: [String: Int32] = [:]
    /// Every declaration's owners, inherited names and mentions, one declaration after another.
    private(set) var numbered: [Int32] = []
    /// Where each declaration's owners and inherited names end in `numbered`, and its mentions after them;
    /// a declaration starts where the one before it ends.
    private(set) var declarations: [(selectorsEnd: Int32, mentionsEnd: Int32)] = []
    private(set) var seeds: [Int32] = []

    init<Files: Sequence<MentionedNames>>(_ files: Files) {
        for file in files {
            for declaration in file.declarations {
                for name in declaration.owners { numbered.append(number(name)) }
                for name in declaration.inherited { numbered.append(number(name)) }
                let selectorsEnd = Int32(numbered.count)
                for name in declaration.mentions { numbered.append(number(name)) }
                declarations.append((selectorsEnd, Int32(numbered.count)))
            }
            for seed in file.seeds { seeds.append(number(seed)) }
        }
    }

    /// Room in the name table for the names of `runs` runs like this one, made on this run's thread: the
    /// table of the first run becomes every run's (`NeededNames.adopt`), and growing it there hashed
    /// each of its names again on the one thread between the rounds.
    mutating func makeRoom(forRuns runs: Int) {
        numbers.reserveCapacity(numbers.count * runs)
    }

    /// The name table, moved out (the run keeps its names and numbers, not the table).
    fileprivate mutating func takeNumbers() -> [String: Int32] {
        var taken: [String: Int32] = [:]
        swap(&taken, &numbers)
        return taken
    }

    private mutating func number(_ name: String) -> Int32 {
        if let number = numbers[name] { return number }
        let number = Int32(names.count)
        numbers[name] = number
        names.append(name)
        declaredElsewhere.append(MentionedNames.declaredElsewhere.contains(name))
        return number
    }
}

/// The names needed so far, grown from seeds and from the declarations they make matter; what is new
/// in each round picks the next round's files.
struct NeededNames {
    /// Each once, in the order they became needed (a set only where asked: hashing them all again
    /// would cost the serial step between the rounds).
    private(set) var needed: [String] = []
    /// Every name met so far has a number: whether it is needed, whether the project can declare it at
    /// all, and the declarations it selects (a list threaded through `links`) are read by that number.
    private var ids: [String: Int32] = [:]
    private var names: [String] = []
    private var isNeeded: [Bool] = []
    private var isDeclaredElsewhere: [Bool] = []
    private var firstLink: [Int32] = []
    private var links: [(declaration: Int32, next: Int32)] = []
    /// Each declaration's mentions, by number, one declaration after another; where each one's end.
    private var mentions: [Int32] = []
    private var mentionsEnd: [Int32] = []
    private var active: [Bool] = []

    /// Whether the next `add` takes its first run's name table for its own (the first round's).
    var adoptsNextTable: Bool { ids.isEmpty }

    /// Adds one round's files and returns the names that became needed since the last call, each once, in
    /// the order they did. Which names they are is what the seeds reach through every declaration that
    /// matters, whatever order the files, runs and declarations come in.
    mutating func add(_ round: consuming [NumberedNames]) -> [String] {
        let alreadyNeeded = needed.count
        var queue: [Int32] = []
        var round = round
        for position in round.indices {
            let global: [Int32]
            if ids.isEmpty {
                global = adopt(&round[position])
            } else {
                let run = round[position]
                global = run.names.indices.map { id(of: run.names[$0], declaredElsewhere: run.declaredElsewhere[$0]) }
            }
            let run = round[position]
            var start = 0
            for (selectorsEnd, end) in run.declarations {
                let index = Int32(active.count)
                active.append(false)
                for position in Int(selectorsEnd)..<Int(end) { mentions.append(global[Int(run.numbered[position])]) }
                mentionsEnd.append(Int32(mentions.count))
                var matters = false
                for position in start..<Int(selectorsEnd) { matters = select(index, by: global[Int(run.numbered[position])]) || matters }
                if matters { activate(index, &queue) }
                start = Int(end)
            }
            for seed in run.seeds { need(global[Int(seed)], &queue) }
        }
        while let name = queue.popLast() {
            var link = firstLink[Int(name)]
            while link >= 0 {
                let declaration = links[Int(link)].declaration
                if !active[Int(declaration)] { activate(declaration, &queue) }
                link = links[Int(link)].next
            }
        }
        return Array(needed[alreadyNeeded...])
    }

    /// The first run's numbers become the numbers of every name: nothing to hash again. Its table is taken
    /// over, not shared: the first name added to a shared one copied it whole, then grew it step by step.
    /// (Its run made room for the others' names, `NumberedNames.makeRoom`.)
    private mutating func adopt(_ run: inout NumberedNames) -> [Int32] {
        ids = run.takeNumbers()
        names = run.names
        isDeclaredElsewhere = run.declaredElsewhere
        isNeeded = Array(repeating: false, count: names.count)
        firstLink = Array(repeating: -1, count: names.count)
        return Array(0..<Int32(names.count))
    }

    /// Files `declaration` under `name`; whether `name` is already needed.
    private mutating func select(_ declaration: Int32, by id: Int32) -> Bool {
        links.append((declaration, firstLink[Int(id)]))
        firstLink[Int(id)] = Int32(links.count - 1)
        return isNeeded[Int(id)]
    }

    private mutating func id(of name: String, declaredElsewhere: Bool) -> Int32 {
        if let id = ids[name] { return id }
        let id = Int32(names.count)
        ids[name] = id
        names.append(name)
        isNeeded.append(false)
        isDeclaredElsewhere.append(declaredElsewhere)
        firstLink.append(-1)
        return id
    }

    private mutating func activate(_ index: Int32, _ queue: inout [Int32]) {
        active[Int(index)] = true
        let start = index == 0 ? 0 : Int(mentionsEnd[Int(index) - 1])
        for position in start..<Int(mentionsEnd[Int(index)]) { need(mentions[position], &queue) }
    }

    private mutating func need(_ id: Int32, _ queue: inout [Int32]) {
        guard !isNeeded[Int(id)], !isDeclaredElsewhere[Int(id)] else { return }
        isNeeded[Int(id)] = true
        needed.append(names[Int(id)])
        queue.append(id)
    }
}
