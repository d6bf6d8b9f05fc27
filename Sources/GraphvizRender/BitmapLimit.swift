/// Keeps PNG output inside cairo's bitmap limit.
///
/// Cairo cannot allocate a surface wider or taller than 32767 px. Past that Graphviz scales the
/// picture down itself, but announces it with a plain fprintf to stderr that no error handler can
/// catch. Capping the `size` attribute before layout makes Graphviz scale within the limit instead,
/// silently, and `warning(width:height:)` turns the event into an ordinary warning.
struct BitmapLimit {
    /// Stays a little under cairo's 32767 to absorb Graphviz's rounding.
    static let maxPixels = 32_000.0
    private static let defaultDPI = 96.0

    let dpi: Double
    /// The size the spec asked for, in inches; nil when it set none (or none Graphviz would read).
    let requestedSize: (width: Double, height: Double)?
    private let fillsRequestedSize: Bool

    init(graphAttributes: [String: String]) {
        // Graphviz reads the first number of `dpi` (or its older name `resolution`); 0 or junk means the default.
        let dpi = (graphAttributes["dpi"] ?? graphAttributes["resolution"]).flatMap(Self.leadingNumber) ?? 0
        self.dpi = dpi > 0 ? dpi : Self.defaultDPI

        let size = graphAttributes["size"] ?? ""
        fillsRequestedSize = size.hasSuffix("!")
        let numbers = size.split(separator: ",").compactMap { Self.leadingNumber(String($0)) }
        switch numbers.count {
        case 1 where numbers[0] > 0: requestedSize = (numbers[0], numbers[0])
        case 2 where numbers[0] > 0 && numbers[1] > 0: requestedSize = (numbers[0], numbers[1])
        default: requestedSize = nil
        }
    }

    private var maxInches: Double { Self.maxPixels / dpi }

    /// The `size` value (in inches) that keeps the bitmap within the limit, honouring a smaller request.
    var cappedSize: String {
        let width = min(requestedSize?.width ?? maxInches, maxInches)
        let height = min(requestedSize?.height ?? maxInches, maxInches)
        return "\(width),\(height)" + (fillsRequestedSize ? "!" : "")
    }

    /// A warning when the cap, rather than the spec, shrank a drawing of `width` × `height` points.
    func warning(width: Double, height: Double) -> String? {
        guard width > 0, height > 0 else { return nil }
        var scale = 1.0
        if let requestedSize {
            scale = min(scale, requestedSize.width * 72 / width, requestedSize.height * 72 / height)
        }
        let pixelWidth = width * scale * dpi / 72
        let pixelHeight = height * scale * dpi / 72
        guard max(pixelWidth, pixelHeight) > Self.maxPixels else { return nil }
        return "PNG of \(Int(pixelWidth.rounded()))×\(Int(pixelHeight.rounded())) px scaled down to fit cairo's "
            + "\(Int(Self.maxPixels)) px limit; use SVG, or set size or dpi, for a readable image"
    }

    private static func leadingNumber(_ text: String) -> Double? {
        Double(String(text.drop { $0.isWhitespace }.prefix { $0.isNumber || $0 == "." }))
    }
}
