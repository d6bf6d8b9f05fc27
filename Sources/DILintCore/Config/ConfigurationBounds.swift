internal import CYaml

/// The limits a `.dilint.yml` is held to before it is composed: a configuration is a few dozen lines, and
/// one from a hostile branch must not stall a run. YAML aliases repeat what an anchor names, and an alias
/// of an alias doubles it again: composed, nine levels of them take minutes (the composer hashes every
/// mapping key it builds, expanded). libyaml's event parser keeps its own stack on the heap, so this pass
/// is linear in the text and cannot overflow the stack, whatever the nesting.
struct ConfigurationBounds {
    var maximumBytes = 1 << 20
    /// Nodes once every alias is expanded.
    var maximumExpandedNodes = 100_000
    /// Levels of lists and mappings, the document's own mapping the first.
    var maximumDepth = 64
    /// Items of one list (or keys of one mapping): a configuration names folders and patterns, not files.
    var maximumEntries = 1_000

    /// Throws the first limit `text` passes; a YAML syntax error is left for the composer to report.
    func check(_ text: String, displayPath: String) throws {
        let bytes = Array(text.utf8)
        guard bytes.count <= maximumBytes else {
            throw Configuration.Problem(message: "\(displayPath): \(bytes.count) bytes, more than the \(maximumBytes >> 10) KiB a configuration may have")
        }
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return }
        defer { yaml_parser_delete(&parser) }
        try bytes.withUnsafeBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            try walk(&parser, displayPath: displayPath)
        }
    }

    /// One open list or mapping: the expanded size of what it holds so far, its items, its anchor.
    private struct Collection {
        var size = 1
        var entries = 0
        var anchor: String?
        var isMapping: Bool
    }

    private func walk(_ parser: inout yaml_parser_t, displayPath: String) throws {
        var anchors: [String: Int] = [:]
        var open: [Collection] = []
        var event = yaml_event_t()
        while yaml_parser_parse(&parser, &event) == 1 {
            defer { yaml_event_delete(&event) }
            let mark = event.start_mark
            func fail(_ message: String) -> Configuration.Problem {
                Configuration.Problem(message: "\(displayPath):\(mark.line + 1):\(mark.column + 1): \(message)")
            }
            /// A finished node of `size` nodes goes into the collection around it.
            func add(_ size: Int) throws {
                guard var parent = open.popLast() else { return }
                parent.size += size
                parent.entries += 1
                guard parent.size <= maximumExpandedNodes else {
                    throw fail("aliases expand the configuration past \(maximumExpandedNodes) values; write the values out instead")
                }
                // A mapping's key counts as it arrives, so the error names the key past the bound.
                let items = parent.isMapping ? (parent.entries + 1) / 2 : parent.entries
                guard items <= maximumEntries else {
                    throw fail("more than \(maximumEntries) \(parent.isMapping ? "keys in one mapping" : "items in one list")")
                }
                open.append(parent)
            }
            switch event.type {
            case YAML_STREAM_END_EVENT:
                return
            case YAML_SCALAR_EVENT:
                if let anchor = event.data.scalar.anchor { anchors[String(cString: anchor)] = 1 }
                try add(1)
            case YAML_ALIAS_EVENT:
                // An unknown alias is the composer's error to report, with its own words.
                try add(anchors[String(cString: event.data.alias.anchor)] ?? 1)
            case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                let isMapping = event.type == YAML_MAPPING_START_EVENT
                let anchor = isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor
                open.append(Collection(anchor: anchor.map { String(cString: $0) }, isMapping: isMapping))
                guard open.count <= maximumDepth else { throw fail("lists and mappings nested deeper than \(maximumDepth)") }
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let finished = open.popLast() else { return }
                if let anchor = finished.anchor { anchors[anchor] = finished.size }
                try add(finished.size)
            default:
                break
            }
        }
    }
}
