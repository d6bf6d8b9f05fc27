/// `--link-prefix`: what a picture's nodes and a pull-request comment's places link to. Only web
/// addresses and relative prefixes: a `javascript:` or `data:` prefix would run in a reader's browser.
public enum LinkPrefix {
    /// Why `prefix` is refused, nil when it is an `http://` or `https://` address or has no scheme at all.
    public static func refusal(_ prefix: String) -> String? {
        if prefix.unicodeScalars.contains(where: { $0.value < 0x21 || $0.value == 0x7F || $0 == "\"" || $0 == "<" || $0 == ">" || $0 == "\\" }) {
            return "holds a space, a control character, a quote, '<', '>' or a backslash"
        }
        let lowered = prefix.lowercased()
        if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") { return nil }
        // A scheme is letters, digits, '+', '-' or '.' before the first ':' that comes before any '/', '?' or '#'.
        let head = prefix.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        if head.contains(":") { return "has a scheme other than http or https" }
        if prefix.hasPrefix("//") { return "names another host without a scheme (write https://)" }
        return nil
    }

    /// The address of `line` of `path`: the prefix, the path percent-encoded, `#L` and the line.
    public static func url(prefix: String, path: String, line: Int) -> String {
        prefix + encodedPath(path) + "#L\(line)"
    }

    /// `path` with the bytes outside a URL path's unreserved and separator characters percent-encoded.
    public static func encodedPath(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"), UInt8(ascii: "+"),
                 UInt8(ascii: "@"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return result
    }
}
