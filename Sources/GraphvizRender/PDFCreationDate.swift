/// Cairo writes the moment of rendering into every PDF's information dictionary (`/CreationDate
/// (D:…Z)`; cairo 1.16 has no way to set it from outside), so the same picture came out as different
/// bytes each second. The entry is overwritten with spaces, as many as it had characters: the
/// cross-reference table's offsets stay right, and readers see a PDF without a creation date.
enum PDFCreationDate {
    static func blanked(in pdf: [UInt8]) -> [UInt8] {
        let key = Array("/CreationDate (".utf8)
        // The information dictionary comes after the pages, so the last occurrence is its entry.
        guard let start = lastStart(of: key, in: pdf),
              let end = pdf[(start + key.count)...].firstIndex(of: UInt8(ascii: ")")) else { return pdf }
        var blanked = pdf
        blanked.replaceSubrange(start...end, with: repeatElement(UInt8(ascii: " "), count: end - start + 1))
        return blanked
    }

    private static func lastStart(of key: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= key.count else { return nil }
        return stride(from: bytes.count - key.count, through: 0, by: -1).first { start in
            bytes[start..<(start + key.count)].elementsEqual(key)
        }
    }
}
