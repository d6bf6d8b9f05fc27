import Foundation

/// The evidence as the run memo stores it beside the recorded output.
extension ReplayEvidence {
    private static let format = "dilint-evidence 2"

    /// One line per fact: paths come last and may hold spaces, never a line break (such a run is not
    /// recorded: `text` is nil).
    public var text: String? {
        var lines = [Self.format, "mode \(fullParse ? "full" : "two-phase") shank \(shankInUse ? 1 : 0) injectgrail \(readsInjectGrail ? 1 : 0)"]
        lines += neededNames.map { "N \($0)" }
        lines += injectGrailMentions.sorted().map { "I \($0)" }
        lines += vocabularySources.map { "V \($0)" } + vendored.map { "W \($0)" }
        for (path, file) in files.sorted(by: { $0.key < $1.key }) {
            switch file {
            case .parsed(let digest, let firstRound, let namesShank, let spelled):
                lines.append("P \(digest) \(firstRound ? 1 : 0)\(namesShank ? 1 : 0) \(spelled.isEmpty ? "-" : spelled) \(path)")
            case .unparsed: lines.append("U \(path)")
            case .opaque: lines.append("O \(path)")
            }
        }
        guard !lines.contains(where: { $0.contains("\n") }) else { return nil }
        return lines.joined(separator: "\n") + "\n"
    }

    public init?(text: Substring) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first == Self.format[...], lines.count >= 2 else { return nil }
        let mode = lines[1].split(separator: " ")
        guard mode.count == 6, mode[0] == "mode", mode[2] == "shank", mode[4] == "injectgrail" else { return nil }
        fullParse = mode[1] == "full"
        shankInUse = mode[3] == "1"
        readsInjectGrail = mode[5] == "1"
        lines.removeFirst(2)
        if lines.last == "" { lines.removeLast() }
        files = [:]; neededNames = []; vocabularySources = []; vendored = []; injectGrailMentions = []
        for line in lines {
            let (kind, rest) = (line.prefix(2), String(line.dropFirst(2)))
            switch kind {
            case "N ": neededNames.append(rest)
            case "I ": injectGrailMentions.insert(rest)
            case "V ": vocabularySources.append(rest); files[rest] = .opaque
            case "W ": vendored.append(rest)
            case "U ": files[rest] = .unparsed
            case "O ": files[rest] = .opaque
            case "P ":
                let fields = rest.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: false)
                guard fields.count == 4, fields[1].count == 2 else { return nil }
                let bits = Array(fields[1])
                files[String(fields[3])] = .parsed(digest: String(fields[0]), firstRound: bits[0] == "1", namesShank: bits[1] == "1",
                                                   spelled: fields[2] == "-" ? "" : String(fields[2]))
            default: return nil
            }
        }
    }
}
