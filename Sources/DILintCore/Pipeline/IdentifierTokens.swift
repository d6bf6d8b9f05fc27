/// The identifiers a file's bytes spell anywhere (code, comments, strings), without a parse: what phase
/// two of `TwoPhaseExtraction` matches type names against. Over-inclusive on purpose: a name in a comment
/// costs one parse, never a finding.
enum IdentifierTokens {
    static func of(_ bytes: [UInt8]) -> Set<String> {
        var tokens = Set<String>()
        bytes.withUnsafeBufferPointer { buffer in
            var start: Int? = nil
            for position in 0...buffer.count {
                let byte: UInt8 = position < buffer.count ? buffer[position] : 0x20
                if isIdentifierByte(byte) {
                    if start == nil { start = position }
                } else if let first = start {
                    // A leading digit is a number (`12`, `0x1F`), not a name.
                    if !(0x30...0x39).contains(buffer[first]) {
                        tokens.insert(String(decoding: UnsafeBufferPointer(rebasing: buffer[first..<position]), as: UTF8.self))
                    }
                    start = nil
                }
            }
        }
        return tokens
    }

    /// ASCII letters, digits and `_`, and every non-ASCII byte (Swift names may be Unicode).
    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F || byte >= 0x80
    }
}
