/// The names Shank's API uses, in one place.
enum ShankVocabulary {
    /// `Shank`, and `ZamzamCore`, which shipped a copy of it.
    static let importNames = Framework.shank.importNames
    /// ZamzamCore held Shank's container only from Sep to Dec 2019; later versions have none, so its
    /// import is Shank only when a file importing it fills a container (`Dependencies { Module { … } }`).
    static let zamzamCore = "ZamzamCore"
    static let container = "Dependencies"
    static let module = "Module"
    static let wrapper = "Inject"
    static let build = "build"
    /// The result builder that only Shank's own container source declares.
    static let moduleBuilder = "ModuleBuilder"
    static let componentMethod = "component"
    /// Frameworks whose own `@Inject` / `Module` a file means when it imports them.
    static let otherFrameworks: Set<String> = ["Dirk"]
}
