/// What a finding is about, said by the rule that made it: the picture, the summary, the filter and
/// the suppressions read this, never the rule's id or the message's words. Nil: the request or
/// registration at the finding's place, of its key, with nothing more to tell.
public enum FindingSubject: String, Hashable, Sendable, Codable {
    /// The request at the finding's place (a never-started module's: at its notes'), whose key is not
    /// registered where it reaches, or only in some builds.
    case unregisteredKey
    /// The request at the finding's place, by a name no module of its type has.
    case unregisteredName
    /// The conformance or property at the finding's place, naming no injector.
    case unknownInjector
    /// The Optional request at the finding's place, whose key is never registered: always nil.
    case optionalNeverRegistered
    /// The request at the finding's place, which only code dilint could not read may serve.
    case unprovenRequest
    /// The requests of a loop: at the finding's place and at its notes'.
    case cycle
    /// Registrations nothing that runs requests: at the finding's place, and its notes' for several.
    case unusedRegistrations
    /// A registration repeated in its container: at the finding's place, the others at its notes'.
    case duplicateRegistration

    /// A request whose key cannot be had where it is asked for: its node is drawn as missing.
    public var isMissingKey: Bool { [.unregisteredKey, .unregisteredName, .unknownInjector, .optionalNeverRegistered].contains(self) }
}

/// What a note shows, where a reader needs more than its words: the picture marks it.
public enum NoteEvidence: Hashable, Sendable, Codable {
    /// The key is registered at the note's place only in builds where the condition holds.
    case registeredOnlyUnder(condition: String)
    /// A type conforming to the requested key is registered at the note's place under its own type.
    case conformerRegisteredUnderOwnType
}
