/// What a generated test file holds, before it is written in one test library's words.
public struct TestPlan: Equatable, Sendable {
    /// One framework's bootstraps, performed once per test process before any of its requests.
    public struct Bootstrap: Equatable, Sendable {
        public var framework: Framework
        /// Swift statements calling each bootstrap callable, in source order, each with where it is.
        public var calls: [Call]
        /// Bootstraps dilint found but cannot call (parameters it has no value for, top-level code).
        public var unread: [String]
        public var isAsync: Bool { calls.contains(where: \.isAsync) }
        public var isMainActor: Bool { calls.contains(where: \.isMainActor) }
    }

    public struct Call: Equatable, Sendable {
        public var statement: String
        public var location: SourceLocation
        public var isAsync: Bool
        public var isMainActor: Bool
    }

    /// One request performed as the app performs it.
    public struct Probe: Equatable, Sendable {
        /// Every request site the probe stands for (identical probes are performed once).
        public var locations: [SourceLocation]
        public var key: String
        /// Swift statements; `__Request` is the local class a property-wrapper probe declares.
        public var statements: [String]
    }

    /// Why dilint expects a test to fail, written above it.
    public struct Expectation: Equatable, Sendable {
        public var rule: String
        public var location: SourceLocation
        public var message: String
        /// The error names a key, not this request: some request of the key crashes, maybe not this one.
        public var someRequestOfKey: Bool
    }

    public struct Test: Equatable, Sendable {
        public var name: String
        public var framework: Framework
        public var probes: [Probe]
        public var expectation: Expectation?
    }

    public struct Container: Equatable, Sendable {
        /// The container as the app spells it (`Zerk.standardStorage`, `customStorage`, `Dirk.get()`).
        public var title: String
        public var framework: Framework
        /// The container test first, then one test per request dilint reports an error for.
        public var tests: [Test]
        /// Requests dilint read but the file does not perform, with why (never guessed).
        public var unread: [String]
    }

    public var bootstraps: [Bootstrap]
    public var containers: [Container]
}
