/// SARIF 2.1.0, as GitHub code scanning and other static-analysis dashboards read it. Paths stay
/// relative to the analysed folder (`%SRCROOT%`), so the document is the same on every machine.
public enum SARIFReporter {
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    // No `informationUri` or `helpUri`: dilint has no public address yet, and a link nobody can open is
    // worse than none. `help` says how to read a rule's documentation locally.

    public static func render(_ result: AnalysisResult) -> String {
        let toolVersion = result.tool.version
        let rules = RuleCatalog.all.sorted { $0.id < $1.id }
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let driver = SARIFDocument.Driver(name: "dilint", version: toolVersion, semanticVersion: toolVersion, rules: rules.map(ruleDescriptor))
        let run = SARIFDocument.Run(tool: .init(driver: driver), results: result.diagnostics.map { self.result($0, ruleIndex: ruleIndex) })
        return JSONDocument.encode(SARIFDocument(schema: schemaURI, version: "2.1.0", runs: [run]))
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "note"
        }
    }

    private static func ruleDescriptor(_ rule: any RuleDescription.Type) -> SARIFDocument.ReportingDescriptor {
        SARIFDocument.ReportingDescriptor(
            id: rule.id,
            name: rule.id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(),
            shortDescription: .init(text: rule.firstSentence),
            fullDescription: .init(text: rule.summary),
            help: .init(text: rule.summary + " Run `dilint explain \(rule.id)` for examples, the findings they produce and how to fix them."),
            defaultConfiguration: .init(level: level(rule.defaultSeverity), enabled: rule.isEnabledByDefault ? nil : false))
    }

    private static func result(_ diagnostic: Diagnostic, ruleIndex: [String: Int]) -> SARIFDocument.Result {
        let related = diagnostic.notes.enumerated().compactMap { position, note -> SARIFDocument.RelatedLocation? in
            guard let location = note.location else { return nil }
            return .init(id: position, physicalLocation: physicalLocation(location), message: .init(text: note.message))
        }
        let properties = SARIFDocument.Properties(framework: diagnostic.framework, type: diagnostic.type)
        return SARIFDocument.Result(
            ruleId: diagnostic.rule,
            ruleIndex: ruleIndex[diagnostic.rule],
            level: level(diagnostic.severity),
            message: .init(text: ReportFormatting.messageWithNotes(diagnostic)),
            locations: [.init(physicalLocation: physicalLocation(diagnostic.location))],
            relatedLocations: related.isEmpty ? nil : related,
            codeFlows: codeFlow(diagnostic.route ?? []).map { [$0] },
            partialFingerprints: .init(dilint: Fingerprint(diagnostic).hash),
            fixes: diagnostic.fixes.isEmpty ? nil : diagnostic.fixes.map(fix),
            properties: properties.framework == nil && properties.type == nil ? nil : properties)
    }

    private static func codeFlow(_ route: [Diagnostic.Note]) -> SARIFDocument.CodeFlow? {
        let steps = route.compactMap { step -> SARIFDocument.ThreadFlowLocation? in
            guard let location = step.location else { return nil }
            return .init(location: .init(physicalLocation: physicalLocation(location), message: .init(text: step.message)))
        }
        guard !steps.isEmpty else { return nil }
        return .init(threadFlows: [.init(locations: steps)])
    }

    private static func physicalLocation(_ location: SourceLocation) -> SARIFDocument.PhysicalLocation {
        .init(artifactLocation: .init(uri: uri(for: location.file)), region: .init(startLine: location.line, startColumn: location.column))
    }

    private static func fix(_ fix: Fix) -> SARIFDocument.Fix {
        .init(description: .init(text: fix.description), artifactChanges: fix.changes.map { change in
            .init(artifactLocation: .init(uri: uri(for: change.file)),
                  replacements: change.edits.map { edit in
                      .init(deletedRegion: .init(startLine: edit.span.startLine, startColumn: edit.span.startColumn,
                                                 endLine: edit.span.endLine, endColumn: edit.span.endColumn,
                                                 byteOffset: edit.span.startOffset, byteLength: edit.span.endOffset - edit.span.startOffset),
                            insertedContent: .init(text: edit.replacement))
                  },
                  properties: .init(sha256: change.sha256))
        })
    }

    /// A relative URI reference: path segments percent-encoded where they are not URI characters.
    static func uri(for path: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/!$&'()*+,;=:@".unicodeScalars)
        var result = ""
        for byte in path.utf8 {
            let scalar = Unicode.Scalar(byte)
            if byte < 0x80, allowed.contains(scalar) {
                result.unicodeScalars.append(scalar)
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return result
    }
}
