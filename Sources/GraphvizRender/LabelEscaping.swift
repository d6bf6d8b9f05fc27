/// Turns plain text into the strings Graphviz expects for labels and tooltips.
///
/// Graphviz interprets text attributes in two ways that would change what the user sees:
/// - backslash sequences: `\N` becomes the node's name, `\l`/`\r`/`\n` line breaks, `\\` a backslash;
/// - HTML entities: `&amp;` or `&#65;` in a plain label is drawn as `&` or `A`.
enum LabelEscaping {
    /// Drawn as text: escaped with `escapedLabel`.
    static let labelAttributes: Set<String> = ["label", "xlabel", "headlabel", "taillabel"]
    /// Shown as SVG tooltips: escaped with `escapedTooltip`.
    static let tooltipAttributes: Set<String> = ["tooltip", "edgetooltip", "headtooltip", "labeltooltip", "tailtooltip"]

    /// Labels take one level of backslash escapes; a line break must be written as `\n`.
    static func escapedLabel(_ text: String) -> String {
        escaped(text, backslash: "\\\\", lineBreak: "\\n")
    }

    /// Graphviz (2.42) unescapes tooltips twice, once for escapes and once for `\N`-style names, so a
    /// literal backslash takes four; line breaks pass through as they are.
    static func escapedTooltip(_ text: String) -> String {
        escaped(text, backslash: "\\\\\\\\", lineBreak: "\n")
    }

    private static func escaped(_ text: String, backslash: String, lineBreak: String) -> String {
        // Most text holds nothing to escape (a tooltip's plain line breaks stay as they are): leave it be.
        if !holdsAnythingToEscape(text, lineBreaksPass: lineBreak == "\n") { return text }
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case "\\":
                result.append(contentsOf: backslash.unicodeScalars)
            case "\r" where index + 1 < scalars.count && scalars[index + 1] == "\n":
                result.append(contentsOf: lineBreak.unicodeScalars)
                index += 1
            case "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}":
                result.append(contentsOf: lineBreak.unicodeScalars)
            case "&" where startsEntity(scalars, at: index):
                // `&amp;` makes Graphviz draw a literal `&`. Its SVG writer, though, copies anything that
                // looks like an entity unescaped, so `&#65;` would still read as `A` in SVG; an invisible
                // WORD JOINER after the `&` breaks the pattern without changing what is drawn.
                result.append(contentsOf: "&amp;\u{2060}".unicodeScalars)
            default:
                result.append(scalar)
            }
            index += 1
        }
        return String(result)
    }

    /// Whether `escaped` would change anything: a backslash, `&`, or a line or page break other than a
    /// plain `\n` that passes as it is (U+0085 is C2 85 in UTF-8, U+2028 and U+2029 are E2 80 A8/A9).
    private static func holdsAnythingToEscape(_ text: String, lineBreaksPass: Bool) -> Bool {
        var previous: (UInt8, UInt8) = (0, 0)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\\"), UInt8(ascii: "&"), 0x0B, 0x0C, UInt8(ascii: "\r"): return true
            case UInt8(ascii: "\n") where !lineBreaksPass: return true
            case 0x85 where previous.1 == 0xC2: return true
            case 0xA8, 0xA9: if previous == (0xE2, 0x80) { return true }
            default: break
            }
            previous = (previous.1, byte)
        }
        return false
    }

    /// Whether the `&` at `index` begins what Graphviz takes for an entity: `&`, then `#`, `x` and
    /// ASCII letters or digits, then `;` (a superset of both its decoder's and its SVG writer's tests).
    private static func startsEntity(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        var next = index + 1
        while next < scalars.count, scalars[next].isASCII,
              scalars[next].properties.isAlphabetic || ("0"..."9").contains(scalars[next]) || scalars[next] == "#" {
            next += 1
        }
        return next < scalars.count && scalars[next] == ";"
    }
}
