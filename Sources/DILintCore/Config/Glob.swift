/// A path pattern as in `.dilint.yml`: `*` and `?` stay within one folder, `**` crosses folders, and a
/// pattern naming a folder covers everything below it (`Pods`, `Sources/Legacy`).
public struct Glob: Sendable, Hashable, CustomStringConvertible {
    public let pattern: String
    private let characters: [Character]

    public init(_ pattern: String) {
        var trimmed = Substring(pattern)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        while trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        self.pattern = String(trimmed)
        characters = Array(trimmed)
    }

    public var description: String { pattern }

    /// `path` is relative to the folder the pattern is written for, without a leading `./`.
    public func matches(_ path: String) -> Bool {
        let path = Array(path)
        if Self.match(characters[...], path[...]) { return true }
        // A folder pattern covers what is inside the folder.
        for (position, character) in path.enumerated() where character == "/" {
            if Self.match(characters[...], path[..<position]) { return true }
        }
        return false
    }

    private static func match(_ pattern: ArraySlice<Character>, _ text: ArraySlice<Character>) -> Bool {
        guard let first = pattern.first else { return text.isEmpty }
        switch first {
        case "*":
            let isDouble = pattern.dropFirst().first == "*"
            if isDouble {
                var rest = pattern.dropFirst(2)
                // `**/` may match no folder at all.
                if rest.first == "/", match(rest.dropFirst(), text) { return true }
                if rest.isEmpty { return true }
                rest = pattern.dropFirst(2)
                var remaining = text
                while true {
                    if match(rest, remaining) { return true }
                    guard !remaining.isEmpty else { return false }
                    remaining = remaining.dropFirst()
                }
            }
            var remaining = text
            while true {
                if match(pattern.dropFirst(), remaining) { return true }
                guard let next = remaining.first, next != "/" else { return false }
                remaining = remaining.dropFirst()
            }
        case "?":
            guard let next = text.first, next != "/" else { return false }
            return match(pattern.dropFirst(), text.dropFirst())
        default:
            guard text.first == first else { return false }
            return match(pattern.dropFirst(), text.dropFirst())
        }
    }
}
