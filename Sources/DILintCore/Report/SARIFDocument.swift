/// The parts of SARIF 2.1.0 dilint writes, each type's fields in the order it writes them; optional fields
/// are left out when nil.
struct SARIFDocument: Encodable {
    var schema: String
    var version: String
    var runs: [Run]

    private enum CodingKeys: String, CodingKey {
        case schema = "$schema"
        case version, runs
    }

    struct Run: Encodable { var tool: Tool; var results: [Result] }
    struct Tool: Encodable { var driver: Driver }
    struct Driver: Encodable { var name, version, semanticVersion: String; var rules: [ReportingDescriptor] }
    struct ReportingDescriptor: Encodable {
        var id, name: String
        var shortDescription, fullDescription, help: Message
        var defaultConfiguration: Configuration
    }
    /// `enabled` only for rules that are off by default.
    struct Configuration: Encodable { var level: String; var enabled: Bool? }
    struct Message: Encodable { var text: String }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int?
        var level: String
        var message: Message
        var locations: [Location]
        var relatedLocations: [RelatedLocation]?
        var codeFlows: [CodeFlow]?
        var partialFingerprints: Fingerprints
        var fixes: [Fix]?
        var properties: Properties?
    }
    struct Location: Encodable { var physicalLocation: PhysicalLocation }
    struct RelatedLocation: Encodable { var id: Int; var physicalLocation: PhysicalLocation; var message: Message }
    struct PhysicalLocation: Encodable { var artifactLocation: ArtifactLocation; var region: Region }
    struct ArtifactLocation: Encodable { var uri: String; var uriBaseId = "%SRCROOT%" }
    struct Region: Encodable { var startLine, startColumn: Int }
    struct Fingerprints: Encodable {
        var dilint: String
        private enum CodingKeys: String, CodingKey { case dilint = "dilintFingerprint/v1" }
    }
    struct Properties: Encodable { var framework: Framework?; var type: String? }

    /// The route to the failing request as one thread flow, each step a location with its words.
    struct CodeFlow: Encodable { var threadFlows: [ThreadFlow] }
    struct ThreadFlow: Encodable { var locations: [ThreadFlowLocation] }
    struct ThreadFlowLocation: Encodable { var location: StepLocation }
    struct StepLocation: Encodable { var physicalLocation: PhysicalLocation; var message: Message }

    /// §3.55 `fix`: `artifactChanges[].replacements[]` with a `deletedRegion` (an empty one inserts) and
    /// `insertedContent`; the hash of the bytes the edits apply to is in the change's properties.
    struct Fix: Encodable { var description: Message; var artifactChanges: [ArtifactChange] }
    struct ArtifactChange: Encodable { var artifactLocation: ArtifactLocation; var replacements: [Replacement]; var properties: ChangeProperties }
    struct Replacement: Encodable { var deletedRegion: DeletedRegion; var insertedContent: Message }
    /// dilint's UTF-8 columns, as every other region it writes, plus byte offsets.
    struct DeletedRegion: Encodable { var startLine, startColumn, endLine, endColumn, byteOffset, byteLength: Int }
    struct ChangeProperties: Encodable { var sha256: String }
}
