import DILintCore

/// What sits at the cursor: the request, registration or module nearest before it on its line (a site
/// is recorded where it starts: `@Inject`, `inject(`, `Factory`), else the first one on the line.
enum Site {
    case request(Request)
    case registration(Registration)
    case module(ProviderIndex.Module)

    static func at(file: String, line: Int, column: Int, in providers: ProviderIndex) -> Site? {
        var candidates: [(location: SourceLocation, site: Site)] = []
        candidates += providers.requestsByFile[file, default: []].filter { $0.location.line == line }.map { ($0.location, .request($0)) }
        candidates += providers.registrationsByFile[file, default: []].filter { $0.location.line == line }.map { ($0.location, .registration($0)) }
        candidates += providers.modulesByFile[file, default: []].filter { $0.location.line == line }.map { ($0.location, .module($0)) }
        candidates.sort { $0.location.column < $1.location.column }
        return (candidates.last { $0.location.column <= column } ?? candidates.first)?.site
    }
}
