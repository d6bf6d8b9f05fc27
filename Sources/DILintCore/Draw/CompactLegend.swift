import GraphvizRender

/// The legend as one small table in the graph's label: a sample and a word for each style the picture
/// uses, in a grid of as many columns as fit the drawing's width, so the key never widens the picture and takes
/// a row or two of its height. Samples are drawn from `DiagramStyle`, as the picture is.
struct CompactLegend {
    /// One style the picture uses: a sample cell and its name.
    struct Entry: Equatable {
        var sample: String
        var name: String
        /// The longer wording of the full legend, shown as the SVG tooltip.
        var tooltip: String? = nil
        /// How wide the sample is drawn, in points.
        var sampleWidth = CompactLegend.boxWidth
    }

    /// Short words for the kinds: the table must fit beside small pictures.
    static let shortKindNames: [DrawModel.NodeKind: String] = [
        .service: "key (protocol)", .implementation: "implementation", .injectable: "consumer", .injector: "injector",
        .module: "module", .missing: "missing: crashes",
    ]

    /// As large as a node's name: the key is read at the picture's own scale (a PNG at 100%).
    static let fontSize = 11.0
    /// DejaVu Sans's mean advance is about 0.55 em for such words; a little more keeps the estimate on the safe side.
    private static let advance = 0.58
    /// A node sample's size, and an edge sample's line (its arrowhead, a glyph, comes after it): long
    /// enough to show a few dashes or dots, so solid, dashed and dotted edges tell apart. In points.
    static let boxWidth = 24.0, boxHeight = 14.0, lineLength = 28.0
    /// Cell padding and spacing around an entry, in points.
    private static let entryPadding = 8.0

    var entries: [Entry]

    init(model: DrawModel) {
        var entries: [Entry] = []
        let usedKinds = Set(model.nodes.map(\.kind))
        if model.nodes.contains(where: \.focused) {
            entries.append(Entry(sample: Self.box(fill: "white", border: DiagramStyle.focusColor, width: 3), name: "focus"))
        }
        for (kind, name) in DiagramStyle.kindNames where usedKinds.contains(kind) {
            if kind == .missing && !model.nodes.contains(where: { $0.kind == .missing && ($0.trouble ?? .error) == .error }) { continue }
            let attributes = DiagramStyle.attributes(for: kind)
            let fill = kind == .missing || kind == .module || kind == .injector ? attributes["fillcolor"] ?? "white" : "white"
            entries.append(Entry(sample: Self.box(fill: fill, border: attributes["color"] ?? "#495057", width: kind == .missing ? 2 : 1,
                                                  style: Self.tableStyle(attributes["style"])),
                                 name: Self.shortKindNames[kind] ?? name, tooltip: name))
        }
        for (severity, name) in DiagramStyle.lesserMissingNames
        where model.nodes.contains(where: { $0.kind == .missing && $0.trouble == severity }) {
            let attributes = DiagramStyle.missingAttributes(severity)
            entries.append(Entry(sample: Self.box(fill: attributes["fillcolor"]!, border: attributes["color"]!, width: 2, style: "dashed"),
                                 name: name.replacingOccurrences(of: "unregistered", with: "missing"), tooltip: name))
        }
        for (severity, name) in DiagramStyle.findingNames
        where model.nodes.contains(where: { $0.kind != .missing && !$0.onCycle && $0.trouble == severity }) {
            entries.append(Entry(sample: Self.box(fill: "white", border: DiagramStyle.color(for: severity), width: 2), name: name))
        }
        let usedLifetimes = Set(model.nodes.compactMap(\.lifetime).map { $0 == .transient ? .factory : $0 })
        for (lifetime, name) in DiagramStyle.lifetimeNames where usedLifetimes.contains(lifetime) {
            entries.append(Entry(sample: Self.box(fill: DiagramStyle.fill(for: lifetime)!, border: "#495057", width: 1),
                                 name: lifetime == .factory ? "factory" : name, tooltip: name))
        }
        let edges = model.edges
        if edges.contains(where: { $0.kind == .depends && !$0.onCycle && $0.timing == .initTime }) {
            entries.append(Self.edgeEntry(head: "▶", color: "#343a40", name: "builds with"))
        }
        if edges.contains(where: { $0.kind == .injects && !$0.onCycle }) {
            entries.append(Self.edgeEntry(head: "➤", color: "#495057", name: "injected into"))
        }
        if edges.contains(where: { $0.timing == .lazy && !$0.onCycle && $0.kind != .conforms }) {
            entries.append(Self.edgeEntry(style: "dashed", head: "▶", color: "#343a40", name: "lazy"))
        }
        for (severity, name) in [(Severity.error, "cycle"), (.warning, "cycle: warning"), (.note, "cycle: note")]
        where edges.contains(where: { $0.onCycle && ($0.trouble ?? .error) == severity }) {
            entries.append(Self.edgeEntry(width: 3, head: "▶", color: DiagramStyle.color(for: severity), name: name))
        }
        if edges.contains(where: { $0.kind == .conforms }) {
            entries.append(Self.edgeEntry(style: "dotted", head: "▷", color: DiagramStyle.color(for: .error), name: "conforms, registered as itself"))
        }
        if edges.contains(where: { $0.kind == .provides && !$0.onCycle }) {
            entries.append(Self.edgeEntry(head: "▷", color: "#868e96", name: "provided by"))
        }
        self.entries = entries
    }

    /// The table: the entries in a grid of as many columns as fit `width` points (one at least), each
    /// column as wide as its widest entry, with `caption` rows above.
    func markup(fitting width: Double, caption: [String] = []) -> String {
        let columns = columnCount(fitting: width)
        let span = max(1, columns) * 2
        var rows = caption.map { "<TR><TD ALIGN=\"LEFT\" COLSPAN=\"\(span)\">\($0)</TD></TR>" }
        for start in stride(from: 0, to: entries.count, by: columns) {
            let line = entries[start..<min(start + columns, entries.count)]
            var cells = line.map { entry in
                let tooltip = entry.tooltip.map { " TOOLTIP=\"\(GraphSpec.htmlText($0))\"" } ?? ""
                // At least as wide as the text set in DejaVu Sans: Graphviz sizes the cell with metrics of
                // its own, narrower for that font, and a long name ran into the next entry's sample.
                let width = Int(Self.textWidth(entry.name).rounded(.up)) + 2
                return "\(entry.sample)<TD ALIGN=\"LEFT\" WIDTH=\"\(width)\"\(tooltip)>\(GraphSpec.htmlText(entry.name))</TD>"
            }
            if line.count < columns { cells.append("<TD COLSPAN=\"\((columns - line.count) * 2)\"></TD>") }
            rows.append("<TR>\(cells.joined())</TR>")
        }
        return "<FONT POINT-SIZE=\"\(Int(Self.fontSize))\" COLOR=\"#495057\">"
            + "<TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"1\">"
            + rows.joined() + "</TABLE></FONT>"
    }

    /// The most columns whose estimated width fits `width`, spread evenly over the rows they make.
    func columnCount(fitting width: Double) -> Int {
        guard !entries.isEmpty else { return 1 }
        var columns = entries.count
        while columns > 1 && gridWidth(columns: columns) > width { columns -= 1 }
        let rows = (entries.count + columns - 1) / columns
        return (entries.count + rows - 1) / rows
    }

    /// The estimated width of the grid drawn for `width`.
    func estimatedWidth(fitting width: Double) -> Double { gridWidth(columns: columnCount(fitting: width)) }

    private func gridWidth(columns: Int) -> Double {
        var widths = Array(repeating: 0.0, count: columns)
        for (index, entry) in entries.enumerated() { widths[index % columns] = max(widths[index % columns], Self.width(of: entry)) }
        return widths.reduce(0, +)
    }

    private static func width(of entry: Entry) -> Double { textWidth(entry.name) + entry.sampleWidth + entryPadding }

    static func textWidth(_ text: String) -> Double { Double(text.count) * fontSize * advance }

    private static func tableStyle(_ style: String?) -> String? {
        guard let style else { return nil }
        if style.contains("dashed") { return "dashed" }
        if style.contains("rounded") { return "rounded" }
        return nil
    }

    private static func box(fill: String, border: String, width: Int, style: String? = nil) -> String {
        let styled = style.map { " STYLE=\"\($0)\"" } ?? ""
        return "<TD><TABLE FIXEDSIZE=\"TRUE\" WIDTH=\"\(Int(boxWidth))\" HEIGHT=\"\(Int(boxHeight))\" BORDER=\"\(width)\" CELLBORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"0\" COLOR=\"\(border)\" BGCOLOR=\"\(fill)\"\(styled)>"
            + "<TR><TD WIDTH=\"1\" HEIGHT=\"1\"></TD></TR></TABLE></TD>"
    }

    /// An edge sample drawn as the picture draws the edge: a line in its colour, width and style (a cell
    /// with only its bottom border, which Graphviz dashes and dots as it does edges), then its arrowhead.
    private static func edgeEntry(style: String? = nil, width: Int = 1, head: String, color: String, name: String) -> Entry {
        let styled = style.map { " STYLE=\"\($0)\"" } ?? ""
        // A cell must be twice as tall as its border, or Graphviz warns that its content does not fit.
        let line = "<TD FIXEDSIZE=\"TRUE\" WIDTH=\"\(Int(lineLength))\" HEIGHT=\"\(2 * width)\" SIDES=\"B\" BORDER=\"\(width)\" COLOR=\"\(color)\"\(styled)></TD>"
        // Of a fixed size, so a wider column does not spread the line and its arrowhead apart.
        let width = lineLength + fontSize
        let sample = "<TD><TABLE FIXEDSIZE=\"TRUE\" WIDTH=\"\(Int(width))\" HEIGHT=\"\(Int(boxHeight))\" BORDER=\"0\" CELLBORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"0\"><TR>\(line)"
            + "<TD><FONT COLOR=\"\(color)\">\(head)</FONT></TD></TR></TABLE></TD>"
        return Entry(sample: sample, name: name, sampleWidth: width)
    }
}
