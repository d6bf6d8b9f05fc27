/// Makes up for the attributes Graphviz's SVG writer (2.42) copies into XML attributes unescaped:
/// a link such as `?a=1&b=2`, or a font name with a quote, would make the SVG malformed.
///
/// Only for SVG output: the other formats read these values as they are.
enum SVGEscaping {
    static let attributesWrittenRaw: Set<String> = [
        "URL", "href", "edgeURL", "edgehref", "headURL", "headhref", "tailURL", "tailhref", "labelURL", "labelhref",
        "fontname", "labelfontname", "stylesheet",
    ]

    static func escaped(_ value: String) -> String {
        value.reduce(into: "") { escaped, character in escaped += entities[character] ?? String(character) }
    }

    private static let entities: [Character: String] = ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;"]
}
