/// Text from the files read (paths, names, string literals) as a terminal or a log may show it: control
/// characters and the invisible bidirectional overrides are spelt out, so a file name can neither move the
/// cursor, recolour the screen, start a new line that looks like dilint's, nor reorder what is read.
public enum VisibleText {
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else { result.unicodeScalars.append(scalar); continue }
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }
        }
        return result
    }

    /// C0 and C1 control characters, DEL, and the bidirectional embeddings, overrides and isolates.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
