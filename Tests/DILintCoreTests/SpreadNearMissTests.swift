@testable import DILintCore
import XCTest

/// A look-alike of Shank's container spread over several files (the container, its module, its wrapper)
/// says why it is not read as a copy, as one in a single file does.
final class SpreadNearMissTests: XCTestCase {
    func testASpreadLookAlikeSaysWhyItIsNotACopy() {
        let report = Linter.run(sources: [
            "DI/DependencyContainer.swift": """
                final class DependencyContainer {
                    private(set) static var shared = DependencyContainer()
                    fileprivate var dependencies: [String: Dependency] = [:]
                    @resultBuilder enum DependencyBuilder {
                        static func buildBlock(_ dependencies: Dependency...) -> [Dependency] { dependencies }
                    }
                    fileprivate init() {}
                    @discardableResult
                    init(@DependencyBuilder _ dependencies: () -> [Dependency]) { dependencies().forEach { register($0) } }
                    func register(_ dependency: Dependency) { dependencies[dependency.name] = dependency }
                    func build() { Self.shared = self }
                    func resolve<T>() -> T {
                        guard let dependency = dependencies.first(where: { $0.value.value is T })?.value.value as? T else {
                            fatalError("Can't resolve \\(T.self)")
                        }
                        return dependency
                    }
                }
                """,
            "DI/Dependency.swift": """
                struct Dependency {
                    private(set) var value: Any!
                    private(set) var name: String
                    private let resolveBlock: () -> Any
                    init<T>(_ block: @escaping () -> T) { resolveBlock = block; name = String(describing: T.self) }
                }
                """,
            "DI/Injectable.swift": """
                @propertyWrapper struct Injectable<Dependency> {
                    var wrappedValue: Dependency { DependencyContainer.shared.resolve() }
                }
                """,
        ])
        XCTAssertEqual(report.fileProblems.filter { $0.contains("looks like a Shank container but is not read as one") }.count, 1,
                       "\(report.fileProblems)")
    }
}
