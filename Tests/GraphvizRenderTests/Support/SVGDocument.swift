import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An SVG parsed with Foundation's XML parser: proof it is well-formed, and its text as a reader sees it.
struct SVGDocument {
    /// The content of every `<text>` element, XML-unescaped, in document order.
    private(set) var texts: [String] = []
    /// The `class` attribute of every element that has one.
    private(set) var classes: [String] = []
    /// The content of every `<title>` element (Graphviz names each node, edge and cluster in one).
    private(set) var titles: [String] = []
    /// Every `xlink:title` attribute: the tooltips.
    private(set) var tooltips: [String] = []
    /// Every `xlink:href` attribute: the links.
    private(set) var links: [String] = []

    /// Fails with the parser's error if `bytes` are not well-formed XML.
    init(_ bytes: [UInt8]) throws {
        let collector = Collector()
        let parser = XMLParser(data: Data(bytes))
        parser.delegate = collector
        guard parser.parse() else {
            throw parser.parserError ?? CocoaError(.coderReadCorrupt)
        }
        texts = collector.texts
        classes = collector.classes
        titles = collector.titles
        tooltips = collector.tooltips
        links = collector.links
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var texts: [String] = []
        var classes: [String] = []
        var titles: [String] = []
        var tooltips: [String] = []
        var links: [String] = []
        private var openElement: String?
        private var content = ""

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String]) {
            if let kind = attributes["class"] { classes.append(kind) }
            if let tooltip = attributes["xlink:title"] { tooltips.append(tooltip) }
            if let link = attributes["xlink:href"] { links.append(link) }
            if name == "text" || name == "title" {
                openElement = name
                content = ""
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if openElement != nil { content += string }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            guard name == openElement else { return }
            if name == "text" { texts.append(content) } else { titles.append(content) }
            openElement = nil
        }
    }
}
