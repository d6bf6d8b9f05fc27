import DILintCore

/// What sits at the cursor: the request, registration or module whose site holds it (a site is recorded
/// where it starts, `@Inject`, `$0.get()`, `Factory`, and ends where `siteEnd` says), else the next one on
/// its line (on `logger:` in `Repository(client: $0.get(), logger: $0.get())`, the `$0.get()` after it),
/// else the last one (on `P` in `@Inject var x: P`, the `@Inject`).
enum Site {
    case request(Request)
    case registration(Registration)
    case module(ProviderIndex.Module)

    static func at(file: String, line: Int, column: Int, in providers: ProviderIndex, siteEnd: (SourceLocation) -> Int = { $0.column }) -> Site? {
        var candidates: [(location: SourceLocation, site: Site)] = []
        candidates += providers.requestsByFile[file, default: []].filter { $0.location.line == line }.map { ($0.location, .request($0)) }
        candidates += providers.registrationsByFile[file, default: []].filter { $0.location.line == line }.map { ($0.location, .registration($0)) }
        candidates += providers.modulesByFile[file, default: []].filter { $0.location.line == line }.map { ($0.location, .module($0)) }
        candidates.sort { $0.location.column < $1.location.column }
        if let holding = candidates.last(where: { $0.location.column <= column && column <= siteEnd($0.location) }) { return holding.site }
        // Between sites, an argument's label belongs to the site after it; past the last, the type of
        // `@Inject var x: P` belongs to the site before.
        return (candidates.first { $0.location.column > column } ?? candidates.last)?.site
    }
}
