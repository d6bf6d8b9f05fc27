/// A unified diff (`git diff` style, 3 lines of context) of one file's fixes, built from the edits
/// themselves: each edit changes the lines it touches, so no general diff algorithm is needed.
public enum UnifiedDiff {
    public static func render(file: String, before: [UInt8], edits: [TextEdit], context: Int = 3) -> String {
        let lines = Lines(before)
        // Changed line ranges (0-based, inclusive), with edits that share a line merged into one change.
        var changes: [(first: Int, last: Int, edits: [TextEdit])] = []
        for edit in edits.sorted(by: { $0.span.startOffset < $1.span.startOffset }) {
            let first = lines.index(ofOffset: edit.span.startOffset)
            let last = lines.index(ofOffset: edit.span.endOffset)
            if let previous = changes.last, first <= previous.last {
                changes[changes.count - 1] = (previous.first, max(previous.last, last), previous.edits + [edit])
            } else {
                changes.append((first, last, [edit]))
            }
        }
        var hunks: [[(first: Int, last: Int, edits: [TextEdit])]] = []
        for change in changes {
            if let last = hunks.last?.last, change.first - last.last - 1 <= 2 * context {
                hunks[hunks.count - 1].append(change)
            } else {
                hunks.append([change])
            }
        }
        var output = "--- a/\(file)\n+++ b/\(file)\n"
        var shift = 0
        for hunk in hunks {
            let start = max(0, hunk[0].first - context)
            let end = min(lines.count - 1, hunk[hunk.count - 1].last + context)
            var body: [String] = []
            var oldCount = 0
            var newCount = 0
            var line = start
            for change in hunk {
                while line < change.first { body.append(" " + lines.text(line) + lines.noNewline(line)); line += 1; oldCount += 1; newCount += 1 }
                for old in change.first...change.last { body.append("-" + lines.text(old) + lines.noNewline(old)) }
                oldCount += change.last - change.first + 1
                let from = lines.start(change.first)
                let to = lines.end(change.last)
                let shifted = change.edits.map { edit in
                    var moved = edit
                    moved.span.startOffset -= from
                    moved.span.endOffset -= from
                    return moved
                }
                let replaced = String(decoding: FixApplication.apply(shifted, to: Array(lines.bytes[from..<to])), as: UTF8.self)
                // The lines' own final newline is outside the replaced text, so every piece is one new line.
                let added = replaced.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                let endsFile = !lines.endsWithNewline(change.last)
                for (position, text) in added.enumerated() {
                    body.append("+" + text + (endsFile && position == added.count - 1 ? "\n\\ No newline at end of file" : ""))
                }
                newCount += added.count
                line = change.last + 1
            }
            while line <= end { body.append(" " + lines.text(line) + lines.noNewline(line)); line += 1; oldCount += 1; newCount += 1 }
            output += "@@ -\(range(start, oldCount)) +\(range(start + shift, newCount)) @@\n"
            output += body.joined(separator: "\n") + "\n"
            shift += newCount - oldCount
        }
        return output
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start + 1)" : "\(count == 0 ? start : start + 1),\(count)"
    }

    /// A file's lines by byte offset; a final line without a newline is still a line.
    private struct Lines {
        let bytes: [UInt8]
        private var starts: [Int] = [0]

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
            for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") && offset + 1 < bytes.count {
                starts.append(offset + 1)
            }
        }

        var count: Int { starts.count }

        func index(ofOffset offset: Int) -> Int {
            var low = 0
            var high = starts.count - 1
            while low < high {
                let mid = (low + high + 1) / 2
                if starts[mid] <= offset { low = mid } else { high = mid - 1 }
            }
            return low
        }

        func start(_ line: Int) -> Int { starts[line] }

        /// Where the line's text ends, its newline excluded.
        func end(_ line: Int) -> Int {
            let next = line + 1 < starts.count ? starts[line + 1] : bytes.count
            return endsWithNewline(line) ? next - 1 : next
        }

        func endsWithNewline(_ line: Int) -> Bool {
            let next = line + 1 < starts.count ? starts[line + 1] : bytes.count
            return next > starts[line] && bytes[next - 1] == UInt8(ascii: "\n")
        }

        func text(_ line: Int) -> String { String(decoding: bytes[start(line)..<end(line)], as: UTF8.self) }

        func noNewline(_ line: Int) -> String { endsWithNewline(line) ? "" : "\n\\ No newline at end of file" }
    }
}
