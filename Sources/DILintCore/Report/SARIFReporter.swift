/// SARIF 2.1.0, as GitHub code scanning and other static-analysis dashboards read it. Paths stay
/// relative to the analysed folder (`%SRCROOT%`), so the document is the same on every machine.
public enum SARIFReporter {
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    // No `informationUri` or `helpUri`: dilint has no public address yet, and a link nobody can open is
    // worse than none. `help` says how to read a rule's documentation locally.

    /// A run's report straight from the lint, for callers that have not built its result.
    public static func render(_ report: LintReport, toolVersion: String) -> String {
        render(AnalysisResultBuilder.build(report, toolVersion: toolVersion))
    }

    public static func render(_ result: AnalysisResult) -> String {
        let toolVersion = result.tool.version
        let rules = RuleCatalog.all.sorted { $0.id < $1.id }
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let document: JSONValue = .object([
            ("$schema", .string(schemaURI)),
            ("version", .string("2.1.0")),
            ("runs", .array([.object([
                ("tool", .object([("driver", .object([
                    ("name", .string("dilint")),
                    ("version", .string(toolVersion)),
                    ("semanticVersion", .string(toolVersion)),
                    ("rules", .array(rules.map(ruleDescriptor))),
                ]))])),
                ("results", .array(result.diagnostics.map { self.result($0, ruleIndex: ruleIndex) })),
            ])])),
        ])
        return document.rendered()
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "note"
        }
    }

    private static func ruleDescriptor(_ rule: any RuleDescription.Type) -> JSONValue {
        return .object([
            ("id", .string(rule.id)),
            ("name", .string(rule.id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined())),
            ("shortDescription", .object([("text", .string(rule.firstSentence))])),
            ("fullDescription", .object([("text", .string(rule.summary))])),
            ("help", .object([("text", .string(rule.summary + " Run `dilint explain \(rule.id)` for examples, the findings they produce and how to fix them."))])),
            ("defaultConfiguration", .object([("level", .string(level(rule.defaultSeverity)))]
                + (rule.isEnabledByDefault ? [] : [("enabled", .bool(false))]))),
        ])
    }

    private static func result(_ diagnostic: Diagnostic, ruleIndex: [String: Int]) -> JSONValue {
        var members: [(String, JSONValue)] = [("ruleId", .string(diagnostic.rule))]
        if let index = ruleIndex[diagnostic.rule] { members.append(("ruleIndex", .int(index))) }
        members += [
            ("level", .string(level(diagnostic.severity))),
            ("message", .object([("text", .string(ReportFormatting.messageWithNotes(diagnostic)))])),
            ("locations", .array([.object([("physicalLocation", physicalLocation(diagnostic.location))])])),
        ]
        let related = diagnostic.notes.enumerated().compactMap { position, note -> JSONValue? in
            guard let location = note.location else { return nil }
            return .object([
                ("id", .int(position)),
                ("physicalLocation", physicalLocation(location)),
                ("message", .object([("text", .string(note.message))])),
            ])
        }
        if !related.isEmpty { members.append(("relatedLocations", .array(related))) }
        if let flow = codeFlow(diagnostic.route ?? []) { members.append(("codeFlows", .array([flow]))) }
        members.append(("partialFingerprints", .object([("dilintFingerprint/v1", .string(Fingerprint(diagnostic).hash))])))
        var properties: [(String, JSONValue)] = []
        if let framework = diagnostic.framework { properties.append(("framework", .string(framework.rawValue))) }
        if let type = diagnostic.type { properties.append(("type", .string(type))) }
        if !diagnostic.fixes.isEmpty { members.append(("fixes", .array(diagnostic.fixes.map { FixJSON.sarif($0, uri: uri(for:)) }))) }
        if !properties.isEmpty { members.append(("properties", .object(properties))) }
        return .object(members)
    }

    /// The route to the failing request as one thread flow, each step a location with its words.
    private static func codeFlow(_ route: [Diagnostic.Note]) -> JSONValue? {
        let steps = route.compactMap { step -> JSONValue? in
            guard let location = step.location else { return nil }
            return .object([("location", .object([
                ("physicalLocation", physicalLocation(location)),
                ("message", .object([("text", .string(step.message))])),
            ]))])
        }
        guard !steps.isEmpty else { return nil }
        return .object([("threadFlows", .array([.object([("locations", .array(steps))])]))])
    }

    private static func physicalLocation(_ location: SourceLocation) -> JSONValue {
        .object([
            ("artifactLocation", .object([("uri", .string(uri(for: location.file))), ("uriBaseId", .string("%SRCROOT%"))])),
            ("region", .object([("startLine", .int(location.line)), ("startColumn", .int(location.column))])),
        ])
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
