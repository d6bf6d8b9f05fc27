/// The names Dirk's API uses, in one place.
enum DirkVocabulary {
    /// Property wrappers that resolve a dependency, with when they resolve it.
    static let wrappers: [String: Timing] = [
        "Inject": .lazy,
        "Resolve": .lazy,
        "StateInject": .initTime,
        "ObservableInject": .initTime,
    ]
    static let providers: [String: Lifetime] = [
        "Factory": .factory,
        "Singleton": .singleton,
    ]
    /// Property wrappers of Swift, SwiftUI, Combine and UIKit that take no arguments: never another name
    /// for one of Dirk's.
    static let otherWrappers: Set<String> = [
        "Published", "State", "StateObject", "ObservedObject", "EnvironmentObject", "Binding", "Bindable",
        "FocusState", "GestureState", "Namespace", "MainActor", "IBOutlet", "IBInspectable", "NSManaged",
        "NSCopying", "ObservationIgnored", "ObservationTracked", "TaskLocal", "UIApplicationMain", "Sendable",
    ]
    /// What a name read as a wrapper must resolve to (`HelperCallFact.name` of its mark).
    static let wrapperMark = "propertyWrapper"
    /// Marks a request whose error is handled where it is written (`HandledFailure`): missing, it is no crash.
    static let handledMark = "handledFailure"
    /// Marks an `inject()` that no `try` marks (`CoveringTry`): Dirk's throws, so it may be another `inject`.
    static let untriedMark = "untriedInject"
    /// Marks a call given module literals that is not Dirk's (`HandedOverModules`); its storage is the callee.
    static let handedOverMark = "handedOverModules"
    static let moduleClass = "Module"
    static let container = "Dirk"

    /// Types of the standard library and Apple's frameworks: constructing one (`Date()`, `[String]()`,
    /// `Text("…")`) never constructs a Dirk module, which is a class of the app's own. The names
    /// `MentionedNames` never looks for, and the Foundation, SwiftUI and UIKit types view and model code
    /// builds most (a SwiftUI view's `body` names little else). `Self` is not among them: it names the
    /// type around it, which may be a module.
    static let neverModules: Set<String> = MentionedNames.declaredElsewhere.subtracting(["Self"]).union([
        // Foundation and the concurrency library
        "TimeInterval", "Decimal", "NSLock", "NSError", "ProcessInfo", "CancellationError", "Task", "MainActor",
        "DispatchQueue", "OperationQueue", "JSONDecoder", "JSONEncoder", "DateFormatter", "ISO8601DateFormatter",
        "NumberFormatter", "NotificationCenter", "UserDefaults", "Calendar", "Locale", "TimeZone", "IndexPath",
        "IndexSet", "CGRect", "CGSize", "CGPoint",
        // SwiftUI
        "Text", "Image", "Label", "Button", "Link", "Toggle", "TextField", "SecureField", "Picker", "ProgressView",
        "List", "ForEach", "Section", "Form", "Group", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack",
        "ScrollView", "Spacer", "Divider", "NavigationStack", "NavigationView", "NavigationLink", "TabView",
        "GeometryReader", "EmptyView", "AnyView", "Color", "Font", "Binding",
        // UIKit
        "UINavigationController", "UILabel", "UIButton", "UIImage", "UIImageView", "UIColor", "UIFont",
        "UIStackView", "UITableView", "UICollectionView", "UIAlertController", "UIAlertAction", "NSLayoutConstraint",
    ])

    /// Whether every name `type` spells is one of `neverModules`.
    static func isNeverModule(_ type: TypeRef) -> Bool {
        MentionedNames.names([type]).allSatisfy(neverModules.contains)
    }
}
