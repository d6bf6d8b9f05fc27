/// What a finding is, independent of where it sits: rule, framework, registry key and the type or member
/// it is in. Moving code around a file or between files keeps it; renaming the member does not.
public struct Fingerprint: Hashable, Sendable, Comparable, Codable {
    public var rule: String
    public var framework: String?
    public var type: String?
    public var context: String?
    /// Only when there is neither a key nor a context: the file, so that top-level findings of one rule in
    /// different files stay apart. (Not the message, which may hold counts that change.)
    public var file: String?

    public init(_ diagnostic: Diagnostic) {
        rule = diagnostic.rule
        framework = diagnostic.framework?.rawValue
        type = diagnostic.type
        context = diagnostic.context
        file = (type == nil && context == nil) ? diagnostic.location.file : nil
    }

    public init(rule: String, framework: String?, type: String?, context: String?, file: String?) {
        self.rule = rule
        self.framework = framework
        self.type = type
        self.context = context
        self.file = file
    }

    public static func < (lhs: Fingerprint, rhs: Fingerprint) -> Bool {
        (lhs.rule, lhs.framework ?? "", lhs.type ?? "", lhs.context ?? "", lhs.file ?? "")
            < (rhs.rule, rhs.framework ?? "", rhs.type ?? "", rhs.context ?? "", rhs.file ?? "")
    }

    /// A short stable hash (FNV-1a, 64 bits) for formats that want one opaque string (SARIF).
    public var hash: String {
        let text = [rule, framework ?? "", type ?? "", context ?? "", file ?? ""].joined(separator: "\u{1F}")
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01b3
        }
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
