/// What a value from a `GraphSpec` becomes when handed to Graphviz for a given output format.
enum AttributeValues {
    static func graphvizValue(forAttribute name: String, _ value: String, format: RenderFormat) -> String {
        if LabelEscaping.labelAttributes.contains(name) { return LabelEscaping.escapedLabel(value) }
        if LabelEscaping.tooltipAttributes.contains(name) { return LabelEscaping.escapedTooltip(value) }
        if format == .svg, SVGEscaping.attributesWrittenRaw.contains(name) { return SVGEscaping.escaped(value) }
        return value
    }
}
