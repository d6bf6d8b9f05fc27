/// A file dilint did not read (past a parse limit or the per-file budget, not UTF-8, unreadable) whose
/// bytes may hold DI code. It may register or request anything, so no finding may rest on its absence:
/// every container counts it as a place dilint could not read.
struct UnreadFile: Sendable, Hashable {
    var path: String
    var line: Int
    var codeClass: CodeClass
    /// What a note at `path:line` says of the place ("dilint did not read this file (…)").
    var note: String

    /// `reason`: why it was not read, as a note says it ("square brackets nested deeper than 16").
    init(path: String, line: Int, codeClass: CodeClass, reason: String) {
        self.init(path: path, line: line, codeClass: codeClass, note: "dilint did not read this file (\(reason))")
    }

    init(path: String, line: Int, codeClass: CodeClass, note: String) {
        (self.path, self.line, self.codeClass, self.note) = (path, line, codeClass, note)
    }
}

extension DependencyGraph {
    /// Counts each unread file as a place that may provide or request in every container of every
    /// framework the graph holds (a test file only in the test containers, which app code cannot see), and
    /// each unread app file as one InjectGrail's generator would read.
    mutating func count(unread files: [UnreadFile]) {
        guard !files.isEmpty else { return }
        injectGrail?.unreadFiles += files.filter { $0.codeClass == .app }.map { file in
            UnreadProvider(container: ContainerID(framework: .injectgrail, codeClass: .app),
                           location: SourceLocation(file: file.path, line: file.line, column: 1), unreadPlaceNote: file.note)
        }
        // Each framework and named container once (as app containers: a file's code class is its own).
        let containers = registrations.map(\.container) + requests.map(\.container) + inactiveRegistrations.map(\.container)
            + bootstraps.map { ContainerID(framework: $0.framework, codeClass: .app) }
        let scopes = Set(containers.map { ContainerID(framework: $0.framework, codeClass: .app, storage: $0.storage) }).sorted()
        for file in files {
            let location = SourceLocation(file: file.path, line: file.line, column: 1)
            for scope in scopes {
                let container = ContainerID(framework: scope.framework, codeClass: file.codeClass, storage: scope.storage)
                unreadProviders.append(UnreadProvider(container: container, location: location, unreadPlaceNote: file.note,
                                                      mayBootstrap: true))
                unreadRequests.append(UnreadRequest(container: container, location: location))
            }
        }
        unreadProviders.sort { ($0.location, $0.container) < ($1.location, $1.container) }
        unreadRequests.sort { ($0.location, $0.container) < ($1.location, $1.container) }
    }

    /// Whether app code dilint did not read may start `framework`'s container: a file it did not read, or
    /// code written for an API it does not read.
    func mayBeStartedUnread(_ framework: Framework) -> Bool {
        unreadProviders.contains { $0.mayBootstrap && $0.container.framework == framework && $0.container.codeClass == .app }
    }
}
