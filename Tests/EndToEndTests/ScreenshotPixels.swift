import Foundation
import XCTest

/// The pixels of a PNG screenshot, for tests that judge what a page looks like by measurable properties
/// (where the drawing is, whether a colour shows) rather than by comparing with a stored image, which
/// font rendering would break. Foundation cannot inflate a PNG on Linux and the package takes no image
/// library, so python3's zlib decodes it (the fuzzer and the oracle need python3 in CI already).
struct ScreenshotPixels {
    struct Box: Equatable, CustomStringConvertible {
        var minX, minY, maxX, maxY: Int
        var width: Int { maxX - minX + 1 }
        var height: Int { maxY - minY + 1 }
        var description: String { "x \(minX)…\(maxX), y \(minY)…\(maxY) (\(width)×\(height))" }
    }

    let width: Int
    let height: Int
    /// Red, green and blue of each pixel, row by row.
    private let rgb: [UInt8]

    init(png: URL) throws {
        let python = try Self.python()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", Self.decoder, png.path]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Failure(description: "decoding \(png.lastPathComponent): \(message)") }
        // "P6\n<width> <height>\n255\n" and the pixels.
        let bytes = [UInt8](data)
        var fields: [Int] = [], index = 3, field = 0
        while fields.count < 3, index < bytes.count {
            if bytes[index] == 0x0A || bytes[index] == 0x20 { fields.append(field); field = 0 } else { field = field * 10 + Int(bytes[index] - 0x30) }
            index += 1
        }
        guard fields.count == 3, bytes.count - index == fields[0] * fields[1] * 3 else {
            throw Failure(description: "decoding \(png.lastPathComponent): \(bytes.count) bytes do not hold the pixels its header names")
        }
        (width, height, rgb) = (fields[0], fields[1], Array(bytes[index...]))
    }

    struct Failure: Error, CustomStringConvertible { var description: String }

    /// The smallest box holding every pixel of `region` that is not the page's white background (any
    /// channel below 235: anti-aliased edges of light fills count, the white margin does not); nil for none.
    func drawnBox(in region: Box) -> Box? {
        var box: Box?
        for y in max(0, region.minY)...min(height - 1, region.maxY) {
            for x in max(0, region.minX)...min(width - 1, region.maxX) {
                let at = (y * width + x) * 3
                guard rgb[at] < 235 || rgb[at + 1] < 235 || rgb[at + 2] < 235 else { continue }
                if var found = box {
                    found.minX = min(found.minX, x); found.maxX = max(found.maxX, x)
                    found.minY = min(found.minY, y); found.maxY = max(found.maxY, y)
                    box = found
                } else {
                    box = Box(minX: x, minY: y, maxX: x, maxY: y)
                }
            }
        }
        return box
    }

    /// The first row drawn all in `colour` across the whole width (a border line); nil for none.
    func firstFullRow(_ colour: String) -> Int? {
        (0..<height).first { y in (0..<width).allSatisfy { x in matches(x, y, Self.rgb(colour), tolerance: 0) } }
    }

    /// The first column drawn all in `colour` from row `top` down to the bottom (a border line); nil for none.
    func firstFullColumn(_ colour: String, from top: Int) -> Int? {
        (0..<width).first { x in (top..<height).allSatisfy { y in matches(x, y, Self.rgb(colour), tolerance: 0) } }
    }

    private func matches(_ x: Int, _ y: Int, _ target: [Int], tolerance: Int) -> Bool {
        let at = (y * width + x) * 3
        return (0..<3).allSatisfy { abs(Int(rgb[at + $0]) - target[$0]) <= tolerance }
    }

    private static func rgb(_ colour: String) -> [Int] {
        let value = Int(colour.dropFirst(), radix: 16)!
        return [value >> 16 & 255, value >> 8 & 255, value & 255]
    }

    /// How many pixels of `region` are `colour` ("#1864ab"), each channel within `tolerance`.
    func count(_ colour: String, in region: Box, tolerance: Int = 8) -> Int {
        let target = Self.rgb(colour)
        var count = 0
        for y in max(0, region.minY)...min(height - 1, region.maxY) {
            for x in max(0, region.minX)...min(width - 1, region.maxX) where matches(x, y, target, tolerance: tolerance) {
                count += 1
            }
        }
        return count
    }

    private static func python() throws -> String {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            let path = "\(folder)/python3"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        // CI requires the html page's tests to run, and so what they decode their screenshots with.
        if ProcessInfo.processInfo.environment["DILINT_REQUIRE_CHROMIUM"] == "1" {
            throw Failure(description: "no python3 on PATH to decode the screenshots, and DILINT_REQUIRE_CHROMIUM=1")
        }
        throw XCTSkip("no python3 on PATH to decode the screenshots")
    }

    /// PNG (8-bit RGB or RGBA, not interlaced: what Chromium writes) to binary PPM on standard output.
    private static let decoder = #"""
        import struct, sys, zlib
        data = open(sys.argv[1], "rb").read()
        if data[:8] != b"\x89PNG\r\n\x1a\n":
            sys.exit("not a PNG")
        pos, idat, header = 8, [], None
        while pos + 8 <= len(data):
            length, kind = struct.unpack(">I4s", data[pos:pos + 8])
            body = data[pos + 8:pos + 8 + length]
            if kind == b"IHDR":
                header = struct.unpack(">IIBBBBB", body)
            elif kind == b"IDAT":
                idat.append(body)
            elif kind == b"IEND":
                break
            pos += 12 + length
        width, height, depth, colour, _, _, interlace = header
        channels = {2: 3, 6: 4}.get(colour)
        if depth != 8 or channels is None or interlace:
            sys.exit("unsupported PNG: depth %d, colour type %d, interlace %d" % (depth, colour, interlace))
        raw = zlib.decompress(b"".join(idat))
        stride = width * channels
        previous = bytearray(stride)
        rgb = bytearray()
        for y in range(height):
            start = y * (stride + 1)
            kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
            if kind == 1:
                for x in range(channels, stride):
                    line[x] = (line[x] + line[x - channels]) & 255
            elif kind == 2:
                line = bytearray((a + b) & 255 for a, b in zip(line, previous))
            elif kind == 3:
                for x in range(stride):
                    left = line[x - channels] if x >= channels else 0
                    line[x] = (line[x] + ((left + previous[x]) >> 1)) & 255
            elif kind == 4:
                for x in range(stride):
                    a = line[x - channels] if x >= channels else 0
                    b = previous[x]
                    c = previous[x - channels] if x >= channels else 0
                    p = a + b - c
                    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                    line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
            previous = line
            rgb += line if channels == 3 else bytes(v for i, v in enumerate(line) if i % 4 != 3)
        sys.stdout.buffer.write(b"P6\n%d %d\n255\n" % (width, height) + bytes(rgb))
        """#
}
