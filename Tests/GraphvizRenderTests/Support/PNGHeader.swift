/// The facts a PNG's first chunk (IHDR) states about the image.
struct PNGHeader {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    let width: UInt32
    let height: UInt32

    /// Nil unless `bytes` start with the PNG signature followed by an IHDR chunk.
    init?(_ bytes: [UInt8]) {
        // signature (8) + chunk length (4) + "IHDR" (4) + width (4) + height (4)
        guard bytes.count >= 24, Array(bytes[0..<8]) == Self.signature,
              String(decoding: bytes[12..<16], as: UTF8.self) == "IHDR" else { return nil }
        func bigEndian(at offset: Int) -> UInt32 {
            bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
        }
        width = bigEndian(at: 16)
        height = bigEndian(at: 20)
    }
}
